'use client';

import { Eye, History } from 'lucide-react';
import { usePathname, useSearchParams } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { VERSION_PREVIEW_PARAM } from '@/shared/content/links';
import type { TPageVersionSummary } from '@/shared/schemas/site-structure';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { SidePanel } from '../toolbar/SidePanel';
import { FOCUS_RING_LIGHT, Spinner } from '../toolbar/ui';
import { RestoreVersionDialog } from './RestoreVersionDialog';
import { formatVersionDate, usePageVersions } from './use-page-versions';
import { versionHref } from './version-href';

const ACTION = cx('inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 text-xs font-medium ring-1 ring-neutral-200 hover:bg-neutral-50', FOCUS_RING_LIGHT);

/**
 * The page's published versions (beyond the spec: version history), newest first: when and by
 * whom, the live one marked; each can be viewed read-only or restored as the page's draft.
 */
export function VersionsPanel({ open, onOpenChange, trigger }: { open: boolean; onOpenChange: (open: boolean) => void; trigger?: ReactNode }) {
  const env = useEditorEnvironment();
  const t = useEditorT('editorHistory');
  const pathname = usePathname();
  const search = useSearchParams();
  const state = usePageVersions(env.page.id, open);
  const [restoring, setRestoring] = useState<TPageVersionSummary | null>(null);
  const previewed = search.get(VERSION_PREVIEW_PARAM);

  return (
    <SidePanel
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={t('history.title')}
      description={t('history.description')}
      closeLabel={t('history.close')}
    >
      <div className="flex-1 overflow-y-auto px-3 py-3">
        {state.kind === 'loading' ? <Spinner label={t('history.loading')} className="px-2 text-neutral-500" /> : null}
        {state.kind === 'error' ? (
          <p role="alert" className="px-2 text-sm text-rose-700">
            {t('history.loadError')}
          </p>
        ) : null}
        {state.kind === 'ready' && state.versions.length === 0 ? <p className="px-2 text-sm text-neutral-500">{t('history.empty')}</p> : null}
        {state.kind === 'ready' && state.versions.length > 0 ? (
          <ol className="space-y-2">
            {state.versions.map((version) => (
              <li
                key={version.id}
                aria-current={version.id === previewed ? 'true' : undefined}
                className="rounded-xl px-3 py-2.5 ring-1 ring-neutral-200/80 aria-[current=true]:bg-sky-50 aria-[current=true]:ring-sky-200"
              >
                <p className="flex items-center gap-2 text-sm font-semibold">
                  <History aria-hidden="true" className="size-4 text-neutral-400" />
                  {t('history.version', { version: version.version })}
                  {version.current ? (
                    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">{t('history.current')}</span>
                  ) : null}
                </p>
                <p className="mt-0.5 text-xs text-neutral-600">
                  <time dateTime={version.createdAt}>{formatVersionDate(version.createdAt, env.editorLanguage)}</time>
                  {version.createdBy ? ` · ${t('history.by', { name: version.createdBy })}` : null}
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <a href={versionHref(pathname, search, version.id)} className={cx(ACTION, 'text-sky-700')}>
                    <Eye aria-hidden="true" className="size-3.5" />
                    {t('history.view')}
                    <span className="sr-only">{` – ${t('history.version', { version: version.version })}`}</span>
                  </a>
                  <button type="button" onClick={() => setRestoring(version)} className={cx(ACTION, 'text-neutral-800')}>
                    {t('history.restore')}
                    <span className="sr-only">{` – ${t('history.version', { version: version.version })}`}</span>
                  </button>
                </div>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
      <RestoreVersionDialog version={restoring} onOpenChange={(next) => (next ? undefined : setRestoring(null))} />
    </SidePanel>
  );
}
