'use client';

import { ArrowLeft, Eye, History } from 'lucide-react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { VERSION_PREVIEW_PARAM } from '@/shared/content/links';
import type { TPageVersionSummary } from '@/shared/schemas/site-structure';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { EDITOR_FONT, FOCUS_RING } from '../toolbar/ui';
import { RestoreVersionDialog } from './RestoreVersionDialog';
import { formatVersionDate, usePageVersions } from './use-page-versions';
import { versionHref } from './version-href';

const ACTION = cx('inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-xs font-semibold', FOCUS_RING);

/**
 * While `?version=<id>` shows a published version read-only, this fixed bar says which one and
 * offers to restore it as the draft or to go back to editing (the URL without the parameter).
 */
export function VersionPreviewBanner() {
  const search = useSearchParams();
  const versionId = search.get(VERSION_PREVIEW_PARAM);
  return versionId ? <Banner versionId={versionId} /> : null;
}

function Banner({ versionId }: { versionId: string }) {
  const env = useEditorEnvironment();
  const t = useEditorT('editorHistory');
  const pathname = usePathname();
  const search = useSearchParams();
  const state = usePageVersions(env.page.id, true);
  const [restoring, setRestoring] = useState<TPageVersionSummary | null>(null);
  const version = state.kind === 'ready' ? state.versions.find((entry) => entry.id === versionId) : undefined;
  const text = version
    ? t('preview.banner', { version: version.version, date: formatVersionDate(version.createdAt, env.editorLanguage) })
    : t('preview.bannerUnknown');

  return (
    <section
      aria-label={t('preview.region')}
      data-version-preview=""
      className={cx(
        EDITOR_FONT,
        'pointer-events-auto fixed inset-x-0 top-0 z-[65] flex flex-wrap items-center justify-center gap-x-3 gap-y-1.5 bg-sky-950/95 px-4 py-2 text-sm text-white shadow-lg print:hidden',
      )}
    >
      <p className="flex min-w-0 items-center gap-2 font-medium">
        <Eye aria-hidden="true" className="size-4 shrink-0 text-sky-300" />
        <span>{text}</span>
      </p>
      <span className="flex gap-2">
        {version ? (
          <button type="button" onClick={() => setRestoring(version)} className={cx(ACTION, 'bg-white text-sky-950 hover:bg-sky-50')}>
            <History aria-hidden="true" className="size-3.5" />
            {t('preview.restore')}
          </button>
        ) : null}
        <a href={versionHref(pathname, search, null)} className={cx(ACTION, 'text-white ring-1 ring-white/30 hover:bg-white/10')}>
          <ArrowLeft aria-hidden="true" className="size-3.5" />
          {t('preview.back')}
        </a>
      </span>
      <RestoreVersionDialog version={restoring} onOpenChange={(next) => (next ? undefined : setRestoring(null))} />
    </section>
  );
}
