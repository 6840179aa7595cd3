'use client';

import { CircleCheck, Rocket, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useEditorEnvironment } from '../context';
import { useBarPanel } from '../toolbar/bar-panels';
import { MoreAction } from '../toolbar/MoreMenu';
import { BarButton, Spinner } from '../toolbar/ui';
import { useEditorT } from '../i18n/use-editor-t';
import { LazyPanel, lazyNamed } from '../lib/lazy-panel';
import { ChangeCountBadge } from './ChangeCountBadge';
import { MissingTranslations, MissingTranslationsMenuEntry } from './MissingTranslations';
import { publishState } from './publish-state';
import { RevertDialog } from './RevertDialog';
import { siteDrafts } from './site-drafts';
import { useEditorStatus } from './status-context';

// Loaded when first opened (lib/lazy-panel): the publish dialog with the site's other drafts.
const PublishDialog = lazyNamed(() => import('./PublishDialog'), 'PublishDialog');

/**
 * What the bar offers for publishing, per the page's status: publish only with changes and no
 * missing translations in a live language (else the missing-translations button instead), revert
 * only with changes. Texts missing only in languages the page is not live in yet leave publish
 * available, with the missing-translations button beside it in a quieter tone. When this page
 * has no changes but other pages, the navigation or the settings do, publish opens the dialog
 * that offers publishing all of them.
 */
export function usePublishBar() {
  const env = useEditorEnvironment();
  const status = useEditorStatus();
  const state = publishState(status.publication, status.translation, env.site.locales);
  const drafts = siteDrafts(status.site, env.page.id);
  // Publishing all would publish this page too, so missing translations block it as well.
  const siteOnly = !state.canRevert && !state.blockedByTranslations && drafts.any;
  const publishMode: 'page' | 'site' | null = state.canPublish ? 'page' : siteOnly ? 'site' : null;
  const loading = status.loading && !status.publication;
  const nothingToDo = !state.canRevert && state.missing.length === 0 && state.outdated === 0 && !drafts.any;
  return { state, publishMode, loading, nothingToDo };
}

/** "Verwerfen" and its confirmation, while the page has changes. */
export function RevertButton() {
  const t = useEditorT('editorToolbar');
  const { state, loading } = usePublishBar();
  const [open, setOpen] = useBarPanel('revert');
  if (loading || !state.canRevert) return <RevertDialog open={open} onOpenChange={setOpen} />;
  return (
    <>
      <BarButton tone="danger" onClick={() => setOpen(true)}>
        <Undo2 aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">{t('publish.revertButton')}</span>
      </BarButton>
      <RevertDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

/** "Verwerfen" in the toolbar's "Mehr" menu. */
export function RevertMenuEntry() {
  const t = useEditorT('editorToolbar');
  const { state, loading } = usePublishBar();
  const [, setOpen] = useBarPanel('revert');
  if (loading || !state.canRevert) return null;
  return <MoreAction opensPanel tone="danger" icon={<Undo2 className="size-4" />} label={t('publish.revertButton')} onSelect={() => setOpen(true)} />;
}

/** The translations' button, while a language of the page misses texts or has outdated ones. */
export function MissingTranslationsButton() {
  const { state, loading } = usePublishBar();
  if (loading || (state.missing.length === 0 && state.outdated === 0)) return null;
  return <MissingTranslations missing={state.missing} blocking={state.blockedByTranslations} />;
}

/** The missing translations in the toolbar's "Mehr" menu. */
export function MissingTranslationsMenu() {
  const { state, loading } = usePublishBar();
  if (loading) return null;
  return <MissingTranslationsMenuEntry missing={state.missing} blocking={state.blockedByTranslations} />;
}

/** The status loading, "Alles veröffentlicht", or publish (this page, or everything) with its dialog. */
export function PublishButton() {
  const t = useEditorT('editorToolbar');
  const { publishMode, loading, nothingToDo } = usePublishBar();
  const [open, setOpen] = useState(false);

  if (loading) return <Spinner label={t('toolbar.loadingStatus')} className="px-2 text-white/70" />;
  if (nothingToDo) {
    return (
      <span className="inline-flex h-9 items-center gap-1.5 px-2 text-sm whitespace-nowrap text-white/60">
        <CircleCheck aria-hidden="true" className="size-4 text-emerald-300" />
        {t('toolbar.noChanges')}
      </span>
    );
  }
  if (!publishMode) return null;
  return (
    <>
      <BarButton tone="primary" onClick={() => setOpen(true)}>
        <Rocket aria-hidden="true" className="size-4" />
        {t('publish.button')}
        {publishMode === 'page' ? <ChangeCountBadge /> : null}
      </BarButton>
      <LazyPanel open={open} shape="dialog">
        <PublishDialog mode={publishMode} open={open} onOpenChange={setOpen} />
      </LazyPanel>
    </>
  );
}

/** Revert, missing translations and publish side by side (the toolbar places them one by one). */
export function PublishControls() {
  return (
    <div className="flex items-center gap-1">
      <RevertButton />
      <MissingTranslationsButton />
      <PublishButton />
    </div>
  );
}
