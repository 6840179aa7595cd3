'use client';

import { Rocket } from 'lucide-react';
import { cx } from '@/blocks/_shared/styles';
import type { TPublishCheck } from '@/shared/schemas/publish-checks';
import { useEditorT } from '../i18n/use-editor-t';
import { FOCUS_RING_LIGHT, Spinner } from '../toolbar/ui';
import { PublishChecksList } from './checks/PublishChecksList';
import { type PublishChecksState, publishReadiness } from './checks/use-publish-checks';
import type { SiteDrafts } from './site-drafts';
import { draftsSummary } from './SiteDraftsIndicator';
import { SiteDraftsList } from './SiteDraftsList';

type Props = {
  drafts: SiteDrafts;
  checks: PublishChecksState;
  busy: boolean;
  onPublishAll: () => void;
  /** The current page's entries, listed above with the page's own checks. */
  exclude: (check: TPublishCheck) => boolean;
  pageName: (pageId: string) => string | null;
  onShow: (check: TPublishCheck) => void;
};

/**
 * The site's other drafts inside the page's publish dialog, their publish checks, and the way to
 * publish them all at once — "Trotzdem alles veröffentlichen" while warnings stand, not at all
 * while something blocks.
 */
export function SitePublishSection({ drafts, checks, busy, onPublishAll, exclude, pageName, onShow }: Props) {
  const t = useEditorT('editorHistory');
  const tp = useEditorT('editorPublish');
  const { ready, warnings } = publishReadiness(checks);
  return (
    <section aria-label={t('publishAll.sectionTitle')} className="mt-4 rounded-xl p-3 ring-1 ring-amber-200 bg-amber-50/60">
      <p className="font-medium text-neutral-900">{t('publishAll.sectionTitle')}</p>
      <p className="text-xs text-neutral-600">{draftsSummary(drafts, t)}</p>
      <SiteDraftsList drafts={drafts} problems={false} />
      <PublishChecksList state={checks} exclude={exclude} pageName={pageName} onShow={onShow} />
      <p className="mt-2 text-xs text-neutral-600">{t('publishAll.hint')}</p>
      <button
        type="button"
        disabled={busy || !ready}
        onClick={onPublishAll}
        className={cx(
          'mt-2 inline-flex h-9 items-center gap-2 rounded-xl bg-white px-3 text-sm font-semibold text-emerald-700 ring-1 ring-emerald-300 hover:bg-emerald-50 disabled:opacity-60',
          FOCUS_RING_LIGHT,
        )}
      >
        {busy ? <Spinner /> : <Rocket aria-hidden="true" className="size-4" />}
        {warnings.length > 0 ? tp('checks.publishAllAnyway') : t('publishAll.button')}
      </button>
    </section>
  );
}
