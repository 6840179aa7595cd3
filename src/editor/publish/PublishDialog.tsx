'use client';

import { Rocket } from 'lucide-react';
import { useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { useEditorEnvironment } from '../context';
import { ConfirmDialog } from '../toolbar/ConfirmDialog';
import { useEditorT } from '../i18n/use-editor-t';
import { FOCUS_RING_LIGHT, Spinner } from '../toolbar/ui';
import { HiddenLanguagesNote } from '../translation/HiddenLanguagesNote';
import { runPageAction } from './publish-actions';
import { runSitePublish } from './publish-site';
import { publishState } from './publish-state';
import { type SiteDrafts, siteDrafts } from './site-drafts';
import { draftsSummary } from './SiteDraftsIndicator';
import { SiteDraftsList } from './SiteDraftsList';
import { useEditorStatus } from './status-context';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'page': this page can be published (publish all is offered beside it); 'site': only other drafts wait. */
  mode: 'page' | 'site';
};

function PageCounts() {
  const t = useEditorT('editorToolbar');
  const counts = useEditorStatus().publication ?? { fields: 0, groups: 0, pages: 0 };
  const rows = [
    { label: t('publish.fields'), value: counts.fields },
    { label: t('publish.groups'), value: counts.groups },
    { label: t('publish.pages'), value: counts.pages },
  ];
  return (
    <dl className="mt-4 grid grid-cols-3 gap-2">
      {rows.map((row) => (
        <div key={row.label} className="rounded-xl bg-neutral-50 px-3 py-2.5 ring-1 ring-neutral-200/70">
          <dt className="text-xs text-neutral-500">{row.label}</dt>
          <dd className="text-xl font-semibold tabular-nums text-neutral-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The site's other drafts inside the page's publish dialog, with the way to publish them all at once. */
function SiteSection({ drafts, busy, onPublishAll }: { drafts: SiteDrafts; busy: boolean; onPublishAll: () => void }) {
  const t = useEditorT('editorHistory');
  return (
    <section aria-label={t('publishAll.sectionTitle')} className="mt-4 rounded-xl p-3 ring-1 ring-amber-200 bg-amber-50/60">
      <p className="font-medium text-neutral-900">{t('publishAll.sectionTitle')}</p>
      <p className="text-xs text-neutral-600">{draftsSummary(drafts, t)}</p>
      <SiteDraftsList drafts={drafts} />
      <p className="mt-2 text-xs text-neutral-600">{t('publishAll.hint')}</p>
      <button
        type="button"
        disabled={busy}
        onClick={onPublishAll}
        className={cx(
          'mt-2 inline-flex h-9 items-center gap-2 rounded-xl bg-white px-3 text-sm font-semibold text-emerald-700 ring-1 ring-emerald-300 hover:bg-emerald-50 disabled:opacity-60',
          FOCUS_RING_LIGHT,
        )}
      >
        {busy ? <Spinner /> : <Rocket aria-hidden="true" className="size-4" />}
        {t('publishAll.button')}
      </button>
    </section>
  );
}

/**
 * Confirms publishing and shows what will change (editor-panels §2 "Publish dialog"): this page's
 * counts and, beyond the spec, the site's other drafts with "publish all". When only other drafts
 * wait, publishing all is the one action offered.
 */
export function PublishDialog({ open, onOpenChange, mode }: Props) {
  const env = useEditorEnvironment();
  const t = useEditorT('editorToolbar');
  const th = useEditorT('editorHistory');
  const status = useEditorStatus();
  const drafts = siteDrafts(status.site, env.page.id);
  const [busy, setBusy] = useState<'page' | 'site' | null>(null);

  async function publish(kind: 'page' | 'site') {
    setBusy(kind);
    const done =
      kind === 'page'
        ? await runPageAction({ kind: 'publish', pageId: env.page.id, t, refreshStatus: status.refresh })
        : await runSitePublish({ t: th, refreshStatus: status.refresh });
    setBusy(null);
    if (done) onOpenChange(false);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={mode === 'page' ? t('publish.title') : th('publishAll.onlyTitle')}
      confirmLabel={mode === 'page' ? t('publish.confirm') : th('publishAll.button')}
      cancelLabel={t('publish.cancel')}
      onConfirm={() => void publish(mode)}
      busy={busy === mode}
      icon={
        <span className="grid size-10 place-items-center rounded-full bg-emerald-50 text-emerald-600">
          <Rocket aria-hidden="true" className="size-5" />
        </span>
      }
    >
      {mode === 'page' ? (
        <>
          <p>{t('publish.description')}</p>
          <PageCounts />
          <HiddenLanguagesNote missing={publishState(status.publication, status.translation, env.site.locales).missing} />
          {drafts.any ? <SiteSection drafts={drafts} busy={busy === 'site'} onPublishAll={() => void publish('site')} /> : null}
        </>
      ) : (
        <>
          <p>{th('publishAll.onlyDescription')}</p>
          <div className="mt-3">
            <SiteDraftsList drafts={drafts} />
          </div>
          <p className="mt-2 text-xs">{th('publishAll.hint')}</p>
        </>
      )}
    </ConfirmDialog>
  );
}
