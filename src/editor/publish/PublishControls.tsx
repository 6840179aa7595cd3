'use client';

import { CircleCheck, Rocket, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useEditorEnvironment } from '../context';
import { BarButton, Spinner } from '../toolbar/ui';
import { useEditorT } from '../i18n/use-editor-t';
import { LazyPanel, lazyNamed } from '../lib/lazy-panel';
import { MissingTranslations } from './MissingTranslations';
import { publishState } from './publish-state';
import { RevertDialog } from './RevertDialog';
import { siteDrafts } from './site-drafts';
import { useEditorStatus } from './status-context';

// Loaded when first opened (lib/lazy-panel): the publish dialog with the site's other drafts.
const PublishDialog = lazyNamed(() => import('./PublishDialog'), 'PublishDialog');

/**
 * Publish or revert, per the page's status: publish only with changes and no missing
 * translations in a live language (else the missing-translations button instead), revert only
 * with changes. Texts missing only in languages the page is not live in yet leave publish
 * available, with the missing-translations button beside it in a quieter tone. When this page
 * has no changes but other pages, the navigation or the settings do, publish opens the dialog
 * that offers publishing all of them.
 */
export function PublishControls() {
  const env = useEditorEnvironment();
  const t = useEditorT('editorToolbar');
  const status = useEditorStatus();
  const [dialog, setDialog] = useState<'publish' | 'revert' | null>(null);
  const state = publishState(status.publication, status.translation, env.site.locales);
  const drafts = siteDrafts(status.site, env.page.id);
  // Publishing all would publish this page too, so missing translations block it as well.
  const siteOnly = !state.canRevert && !state.blockedByTranslations && drafts.any;
  const publishMode = state.canPublish ? 'page' : siteOnly ? 'site' : null;

  if (status.loading && !status.publication) {
    return <Spinner label={t('toolbar.loadingStatus')} className="px-2 text-white/70" />;
  }
  if (!state.canRevert && state.missing.length === 0 && !drafts.any) {
    return (
      <span className="inline-flex h-9 items-center gap-1.5 px-2 text-sm text-white/60">
        <CircleCheck aria-hidden="true" className="size-4 text-emerald-300" />
        {t('toolbar.noChanges')}
      </span>
    );
  }
  return (
    <div className="flex items-center gap-1">
      {state.canRevert ? (
        <BarButton tone="danger" onClick={() => setDialog('revert')}>
          <Undo2 aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">{t('publish.revertButton')}</span>
        </BarButton>
      ) : null}
      {state.missing.length > 0 ? <MissingTranslations missing={state.missing} blocking={state.blockedByTranslations} /> : null}
      {publishMode ? (
        <BarButton tone="primary" onClick={() => setDialog('publish')}>
          <Rocket aria-hidden="true" className="size-4" />
          {t('publish.button')}
          {publishMode === 'page' ? <span className="rounded-full bg-neutral-950/15 px-1.5 text-xs tabular-nums">{state.changes}</span> : null}
        </BarButton>
      ) : null}
      {publishMode ? (
        <LazyPanel open={dialog === 'publish'} shape="dialog">
          <PublishDialog mode={publishMode} open={dialog === 'publish'} onOpenChange={(open) => setDialog(open ? 'publish' : null)} />
        </LazyPanel>
      ) : null}
      <RevertDialog open={dialog === 'revert'} onOpenChange={(open) => setDialog(open ? 'revert' : null)} />
    </div>
  );
}
