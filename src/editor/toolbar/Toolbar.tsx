'use client';

import { ExternalLink, Files, LogOut, PenLine, Settings, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { useEditorEnvironment } from '../context';
import { VersionPreviewBanner } from '../history/VersionPreviewBanner';
import { VersionsButton } from '../history/VersionsButton';
import { InboxButton } from '../inbox/InboxButton';
import { ListingsButton } from '../listings/ListingsButton';
import { PublishControls } from '../publish/PublishControls';
import { SiteDraftsIndicator } from '../publish/SiteDraftsIndicator';
import { PresenceList } from '../safety/PresenceList';
import { SaveIndicator } from '../safety/SaveIndicator';
import { EditorLanguageSwitch } from './EditorLanguageSwitch';
import { LocaleSwitcher } from './LocaleSwitcher';
import { LazyPanel, lazyNamed } from '../lib/lazy-panel';
import { signOut } from './sign-out';
import { BarButton, EDITOR_FONT, FOCUS_RING, IconButton, IconLink } from './ui';
import type { ToolbarState } from './use-toolbar';
import { useEditorT } from '../i18n/use-editor-t';

// Loaded when first opened (lib/lazy-panel): dnd-kit and the settings forms stay out of the first screen's JavaScript.
const PagesPanel = lazyNamed(() => import('../pages/PagesPanel'), 'PagesPanel');
const SettingsPanel = lazyNamed(() => import('../settings/SettingsPanel'), 'SettingsPanel');

type Props = { toolbar: ToolbarState; userEmail: string; liveHref: string };

const BAR = cx(
  EDITOR_FONT,
  'pointer-events-auto flex max-w-[calc(100vw-1.5rem)] items-center gap-1 overflow-x-auto rounded-2xl bg-neutral-900/95 p-1.5 text-sm text-white shadow-2xl shadow-black/30 ring-1 ring-white/10 backdrop-blur',
);
const DIVIDER = <span aria-hidden="true" className="mx-1 h-5 w-px shrink-0 bg-white/15" />;

function Brand({ siteName }: { siteName: string }) {
  return (
    <span className="flex min-w-0 items-center gap-2 pr-1 pl-1.5">
      <span aria-hidden="true" className="grid size-7 shrink-0 place-items-center rounded-lg bg-linear-to-br from-sky-400 to-indigo-500 text-xs font-bold">
        W
      </span>
      <span className="max-w-40 truncate font-semibold">{siteName}</span>
    </span>
  );
}

/** ⌘ on Apple keyboards, Ctrl elsewhere; decided after mount so server and client markup agree. */
function useShortcutLabel(): string {
  const [label, setLabel] = useState('Ctrl+E');
  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.userAgent)) setLabel('⌘E');
  }, []);
  return label;
}

/**
 * The editor's floating bar at the bottom of the window (the locale menu opens upwards from it).
 * Closed, it is a small pill to start editing; open, it carries site, pages, locale, publishing,
 * live view, sign-out and close.
 */
export function Toolbar({ toolbar, userEmail, liveHref }: Props) {
  const env = useEditorEnvironment();
  const t = useEditorT('editorToolbar');
  const ts = useEditorT('editorSettings');
  const shortcut = useShortcutLabel();
  const exits = (
    <>
      <IconLink label={t('toolbar.viewLive')} href={liveHref} newTab icon={<ExternalLink aria-hidden="true" className="size-4" />} />
      <IconButton label={t('toolbar.signOut')} icon={<LogOut aria-hidden="true" className="size-4" />} onClick={() => void signOut(liveHref)} />
    </>
  );

  return (
    <section
      aria-label={t('toolbar.region')}
      data-edit-bar=""
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-3 print:hidden"
    >
      <p className="sr-only">
        {t('toolbar.signedInAs', { email: userEmail })}
      </p>
      {toolbar.open ? (
        <div className={BAR} data-toolbar-state="open">
          <Brand siteName={env.site.name} />
          {env.page.status === 'draft' ? (
            <span className="shrink-0 rounded-full bg-amber-300/15 px-2 py-0.5 text-xs font-semibold text-amber-200 ring-1 ring-amber-300/30">
              {t('toolbar.draftPage')}
            </span>
          ) : null}
          {DIVIDER}
          <BarButton aria-pressed={toolbar.settings} onClick={toolbar.settings ? toolbar.openToolbar : toolbar.openSettings}>
            <Settings aria-hidden="true" className="size-4 opacity-80" />
            <span className="max-sm:sr-only">{ts('panel.button')}</span>
          </BarButton>
          <BarButton aria-pressed={toolbar.pageMenu} onClick={toolbar.pageMenu ? toolbar.openToolbar : toolbar.openPageMenu}>
            <Files aria-hidden="true" className="size-4 opacity-80" />
            <span className="max-sm:sr-only">{t('toolbar.pages')}</span>
          </BarButton>
          <InboxButton />
          <ListingsButton />
          <LocaleSwitcher />
          <EditorLanguageSwitch />
          {DIVIDER}
          <PresenceList />
          <SaveIndicator />
          <SiteDraftsIndicator />
          <VersionsButton />
          <PublishControls />
          {DIVIDER}
          {exits}
          <IconButton label={t('toolbar.close')} icon={<X aria-hidden="true" className="size-4" />} onClick={toolbar.close} />
        </div>
      ) : (
        <div className={BAR} data-toolbar-state="closed">
          <Brand siteName={env.site.name} />
          <button
            type="button"
            onClick={toolbar.openToolbar}
            aria-keyshortcuts="Meta+E Control+E"
            className={cx('inline-flex h-9 items-center gap-2 rounded-xl bg-white px-3.5 font-semibold text-neutral-900 shadow-sm hover:bg-sky-50', FOCUS_RING)}
          >
            <PenLine aria-hidden="true" className="size-4" />
            {t('toolbar.open')}
            <kbd className="rounded-md bg-neutral-900/8 px-1.5 py-0.5 font-sans text-[11px] font-medium text-neutral-500">{shortcut}</kbd>
          </button>
          {exits}
        </div>
      )}
      <LazyPanel open={toolbar.pageMenu} shape="sideWide">
        <PagesPanel open={toolbar.pageMenu} onClose={toolbar.openToolbar} />
      </LazyPanel>
      <LazyPanel open={toolbar.settings} shape="sideWide">
        <SettingsPanel open={toolbar.settings} onClose={toolbar.openToolbar} />
      </LazyPanel>
      <VersionPreviewBanner />
    </section>
  );
}
