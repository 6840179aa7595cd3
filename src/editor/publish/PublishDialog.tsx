'use client';

import { Rocket } from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { useRef, useState } from 'react';
import type { TPublishCheck } from '@/shared/schemas/publish-checks';
import { useEditorEnvironment } from '../context';
import { ConfirmDialog } from '../toolbar/ConfirmDialog';
import { useEditorT } from '../i18n/use-editor-t';
import { useToolbar } from '../toolbar/use-toolbar';
import { type FieldTarget, focusFieldWhenRendered } from '../translation/focus-field';
import { HiddenLanguagesNote } from '../translation/HiddenLanguagesNote';
import { checkTarget } from './checks/check-target';
import { PublishChecksList } from './checks/PublishChecksList';
import { publishReadiness, usePublishChecks } from './checks/use-publish-checks';
import { PageChangesSummary } from './PageChangesSummary';
import { runPageAction } from './publish-actions';
import { runSitePublish } from './publish-site';
import { publishState } from './publish-state';
import { draftPageName, siteDrafts } from './site-drafts';
import { SiteDraftsList } from './SiteDraftsList';
import { SitePublishSection } from './SitePublishSection';
import { useEditorStatus } from './status-context';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'page': this page can be published (publish all is offered beside it); 'site': only other drafts wait. */
  mode: 'page' | 'site';
};

/**
 * Confirms publishing and shows what will change (editor-panels §2 "Publish dialog"): this page's
 * changes, named and counted as the badge counts them, and "Vor dem Veröffentlichen", the server's
 * publish checks (issue 31): a blocking entry disables publishing, warnings turn the button into
 * "Trotzdem veröffentlichen", which names them to the server as confirmed. Beyond the spec, the
 * site's other drafts with "publish all"; when only other drafts wait, that is the one action.
 */
export function PublishDialog({ open, onOpenChange, mode }: Props) {
  const env = useEditorEnvironment();
  const t = useEditorT('editorToolbar');
  const th = useEditorT('editorHistory');
  const tp = useEditorT('editorPublish');
  const status = useEditorStatus();
  const toolbar = useToolbar();
  const search = useSearchParams();
  const drafts = siteDrafts(status.site, env.page.id);
  const pageChecks = usePublishChecks(mode === 'page' ? 'page' : null, env.page.id, open);
  const siteChecks = usePublishChecks(mode === 'site' || drafts.any ? 'site' : null, env.page.id, open);
  const [busy, setBusy] = useState<'page' | 'site' | null>(null);
  // What "Zeigen" chose, done once the dialog has closed (instead of focusing the publish button).
  const afterClose = useRef<FieldTarget | 'settings' | null>(null);

  async function publish(kind: 'page' | 'site') {
    const checks = kind === 'page' ? pageChecks : siteChecks;
    const { ready, warnings } = publishReadiness(checks);
    if (!ready) return;
    const acknowledgedWarnings = warnings.map((check) => check.id);
    setBusy(kind);
    const done =
      kind === 'page'
        ? await runPageAction({ kind: 'publish', pageId: env.page.id, t, refreshStatus: status.refresh, acknowledgedWarnings })
        : await runSitePublish({ t: th, refreshStatus: status.refresh, acknowledgedWarnings });
    setBusy(null);
    if (done) onOpenChange(false);
    // Refused (a problem found meanwhile): the list shows what the server judged by.
    else await checks.reload();
  }

  function show(check: TPublishCheck) {
    const target = checkTarget(check, env, new URLSearchParams(search.toString()));
    if (target.kind === 'none') return;
    if (target.kind === 'page') {
      window.location.assign(target.href);
      return;
    }
    afterClose.current = target.kind === 'settings' ? 'settings' : target.target;
    onOpenChange(false);
  }

  function onCloseAutoFocus(event: Event) {
    const chosen = afterClose.current;
    afterClose.current = null;
    if (!chosen) return;
    event.preventDefault();
    if (chosen === 'settings') toolbar.openSettings();
    else focusFieldWhenRendered(chosen);
  }

  const pageName = (pageId: string) => {
    const page = env.pages.find((candidate) => candidate.id === pageId);
    return page ? draftPageName(page, env.locale, th('site.untitled')) : null;
  };
  const own = mode === 'page' ? publishReadiness(pageChecks) : publishReadiness(siteChecks);
  const anyway = mode === 'page' ? tp('checks.publishAnyway') : tp('checks.publishAllAnyway');
  const confirm = mode === 'page' ? t('publish.confirm') : th('publishAll.button');

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={mode === 'page' ? t('publish.title') : th('publishAll.onlyTitle')}
      confirmLabel={own.warnings.length > 0 ? anyway : confirm}
      cancelLabel={t('publish.cancel')}
      onConfirm={() => void publish(mode)}
      busy={busy === mode}
      confirmDisabled={!own.ready}
      onCloseAutoFocus={onCloseAutoFocus}
      icon={
        <span className="grid size-10 place-items-center rounded-full bg-emerald-50 text-emerald-600">
          <Rocket aria-hidden="true" className="size-5" />
        </span>
      }
    >
      {mode === 'page' ? (
        <>
          <p>{t('publish.description')}</p>
          <PageChangesSummary />
          <HiddenLanguagesNote missing={publishState(status.publication, status.translation, env.site.locales).missing} />
          <PublishChecksList state={pageChecks} onShow={show} />
          {drafts.any ? (
            <SitePublishSection
              drafts={drafts}
              checks={siteChecks}
              busy={busy === 'site'}
              onPublishAll={() => void publish('site')}
              exclude={(check) => check.pageId === env.page.id}
              pageName={pageName}
              onShow={show}
            />
          ) : null}
        </>
      ) : (
        <>
          <p>{th('publishAll.onlyDescription')}</p>
          <div className="mt-3">
            <SiteDraftsList drafts={drafts} problems={false} />
          </div>
          <PublishChecksList state={siteChecks} pageName={pageName} onShow={show} />
          <p className="mt-2 text-xs">{th('publishAll.hint')}</p>
        </>
      )}
    </ConfirmDialog>
  );
}
