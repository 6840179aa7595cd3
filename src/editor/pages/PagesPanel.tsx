'use client';

import { useCallback, useMemo, useState } from 'react';
import type { ActiveCollection, TPageListItem } from '@/shared/schemas/site-structure';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { useAfterMutation } from '../publish/status-context';
import { SidePanel } from '../toolbar/SidePanel';
import { Spinner } from '../toolbar/ui';
import { CreatePageDialog } from './CreatePageDialog';
import { DeletePageDialog } from './DeletePageDialog';
import { NavigationEditor } from './NavigationEditor';
import { PageSettingsDialog } from './PageSettingsDialog';
import { PagesOverview } from './PagesOverview';
import { RecentlyDeleted } from './RecentlyDeleted';
import { FREE_GROUP, pageName } from './page-groups';
import { TEXT_BUTTON } from './styles';
import { useNavigationEditor } from './use-navigation';
import { usePagesData } from './use-pages-data';

type Dialog = { kind: 'create'; collection: ActiveCollection | null } | { kind: 'settings' | 'delete'; page: TPageListItem } | null;

/**
 * The pages panel (search flag `pageMenu`, editor-panels §2): the navigation editor, every page
 * by group with create, settings and delete, and the recently deleted pages. Changes reload the
 * lists here and the page behind (router.refresh) with the publish counts.
 */
export function PagesPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const env = useEditorEnvironment();
  const t = useEditorT('editorPages');
  const afterMutation = useAfterMutation();
  const generic = t('panel.generic');
  const data = usePagesData(open, generic);
  const navTexts = useMemo(
    () => ({
      generic,
      loadError: (message: string) => t('navigation.loadError', { message }),
      saveError: (message: string) => t('navigation.saveError', { message }),
    }),
    [generic, t],
  );
  const navigation = useNavigationEditor(open, navTexts, afterMutation);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { reload } = data;
  const changed = useCallback(() => {
    afterMutation();
    void reload();
  }, [afterMutation, reload]);
  const close = () => setDialog(null);
  const nameOf = (page: TPageListItem) => pageName(page, env.locale) ?? t('page.untitled');
  const pages = data.pages ?? [];

  return (
    <SidePanel
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('panel.title')}
      description={t('panel.description')}
      hideDescription
      closeLabel={t('panel.close')}
      width="wide"
    >
      <div className="flex-1 overflow-y-auto px-4 py-4">
        <NavigationEditor editor={navigation} pages={pages} locale={env.locale} />
        {data.error ? (
          <div role="alert" className="mb-4 rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
            {t('panel.loadError', { message: data.error })}{' '}
            <button type="button" className={TEXT_BUTTON} onClick={() => void reload()}>
              {t('panel.retry')}
            </button>
          </div>
        ) : null}
        {data.pages === null && !data.error ? <Spinner label={t('panel.loading')} className="px-1 text-neutral-500" /> : null}
        {data.pages ? (
          <PagesOverview
            pages={data.pages}
            locale={env.locale}
            currentPageId={env.page.id}
            onCreate={(collection) => setDialog({ kind: 'create', collection })}
            onSettings={(page) => setDialog({ kind: 'settings', page })}
            onDelete={(page) => setDialog({ kind: 'delete', page })}
          />
        ) : null}
        <RecentlyDeleted pages={data.deleted} locale={env.locale} onRestored={changed} />
      </div>
      <CreatePageDialog
        target={dialog?.kind === 'create' ? { collection: dialog.collection, groupTitle: t(`groups.${dialog.collection ?? FREE_GROUP}`) } : null}
        locale={env.locale}
        onClose={close}
        onCreated={changed}
      />
      <PageSettingsDialog
        page={dialog?.kind === 'settings' ? { id: dialog.page.id, name: nameOf(dialog.page) } : null}
        locales={env.site.locales}
        defaultLocale={env.site.defaultLocale}
        locale={env.locale}
        onClose={close}
        onSaved={changed}
      />
      <DeletePageDialog
        page={dialog?.kind === 'delete' ? dialog.page : null}
        name={dialog?.kind === 'delete' ? nameOf(dialog.page) : ''}
        pages={pages}
        locale={env.locale}
        currentPageId={env.page.id}
        onClose={close}
        onDeleted={changed}
      />
    </SidePanel>
  );
}
