'use client';

import { ExternalLink, Eye, FilePen, Files, LogOut, PenLine, Settings, UserRound, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { useEditorEnvironment } from '../context';
import { VersionsButton, VersionsMenuEntry } from '../history/VersionsButton';
import { useEditorT } from '../i18n/use-editor-t';
import { InboxButton, InboxMenuEntry } from '../inbox/InboxButton';
import { ListingsButton, ListingsMenuEntry } from '../listings/ListingsButton';
import { useCan } from '../permissions';
import { MissingTranslationsButton, MissingTranslationsMenu, PublishButton, RevertButton, RevertMenuEntry, usePublishBar } from '../publish/PublishControls';
import { SiteDraftsIndicator, SiteDraftsMenuEntry } from '../publish/SiteDraftsIndicator';
import { PresenceList, PresenceMenuEntry, usePresence } from '../safety/PresenceList';
import { SaveIndicator } from '../safety/SaveIndicator';
import { SaveStateMenuEntry } from '../safety/SaveStateMenuEntry';
import { ReadOnlyNotice } from '../team/ReadOnlyNotice';
import { EditorLanguageMenuEntry, EditorLanguageSwitch } from './EditorLanguageSwitch';
import { type BarItem, MORE } from './FittingBar';
import { LocaleMenuEntry, LocaleSwitcher } from './LocaleSwitcher';
import { MoreAction, MoreLink, MoreNote } from './MoreMenu';
import { signOut } from './sign-out';
import { BarButton, FOCUS_RING, IconButton, IconLink } from './ui';
import type { ToolbarState } from './use-toolbar';

const LOGO = (
  <span aria-hidden="true" className="ml-1.5 grid size-7 shrink-0 place-items-center rounded-lg bg-linear-to-br from-sky-400 to-indigo-500 text-xs font-bold">
    W
  </span>
);
const ICON = 'size-4';

/** ⌘ on Apple keyboards, Ctrl elsewhere; decided after mount so server and client markup agree. */
function useShortcutLabel(): string {
  const [label, setLabel] = useState('Ctrl+E');
  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.userAgent)) setLabel('⌘E');
  }, []);
  return label;
}

/** Logo and site name (the name truncated, and the first to go on a narrow bar). */
function useBrand(logo: number, name: number, group: number): BarItem[] {
  const env = useEditorEnvironment();
  return [
    { id: 'logo', group, priority: logo, bar: LOGO },
    {
      id: 'siteName',
      group,
      priority: name,
      bar: <span className="max-w-40 truncate pr-1 font-semibold">{env.site.name}</span>,
      menu: <MoreNote>{<span className="font-semibold text-white">{env.site.name}</span>}</MoreNote>,
    },
  ];
}

/** Live view, the account page and sign-out: in both states of the bar. */
function useExits(liveHref: string, group: number, priorities: { live: number; account: number; signOut: number }): BarItem[] {
  const env = useEditorEnvironment();
  const t = useEditorT('editorToolbar');
  const ta = useEditorT('editorAccount');
  const account = `/${env.locale}/account`;
  return [
    {
      id: 'live',
      group,
      priority: priorities.live,
      bar: <IconLink label={t('toolbar.viewLive')} href={liveHref} newTab icon={<ExternalLink aria-hidden="true" className={ICON} />} />,
      menu: <MoreLink newTab href={liveHref} icon={<ExternalLink className={ICON} />} label={t('toolbar.viewLive')} />,
    },
    {
      id: 'account',
      group,
      priority: priorities.account,
      bar: <IconLink label={ta('menu.account')} href={account} icon={<UserRound aria-hidden="true" className={ICON} />} />,
      menu: <MoreLink href={account} icon={<UserRound className={ICON} />} label={ta('menu.account')} />,
    },
    {
      id: 'signOut',
      group,
      priority: priorities.signOut,
      bar: <IconButton label={t('toolbar.signOut')} icon={<LogOut aria-hidden="true" className={ICON} />} onClick={() => void signOut(liveHref)} />,
      menu: <MoreAction icon={<LogOut className={ICON} />} label={t('toolbar.signOut')} onSelect={() => void signOut(liveHref)} />,
    },
  ];
}

/** The closed bar: a pill to start editing; the rest moves into "Mehr" on a narrow screen. */
export function useClosedItems(toolbar: ToolbarState, liveHref: string): BarItem[] {
  const t = useEditorT('editorToolbar');
  const shortcut = useShortcutLabel();
  const brand = useBrand(0, 3, 0);
  const exits = useExits(liveHref, 0, { live: 1, account: 2, signOut: 4 });
  const open: BarItem = {
    id: 'open',
    group: 0,
    priority: null,
    bar: (
      <button
        type="button"
        onClick={toolbar.openToolbar}
        aria-keyshortcuts="Meta+E Control+E"
        className={cx(
          'inline-flex h-9 items-center gap-2 rounded-xl bg-white px-3.5 font-semibold whitespace-nowrap text-neutral-900 shadow-sm hover:bg-sky-50',
          FOCUS_RING,
        )}
      >
        <PenLine aria-hidden="true" className={ICON} />
        {t('toolbar.open')}
        <kbd className="rounded-md bg-neutral-900/8 px-1.5 py-0.5 font-sans text-[11px] font-medium text-neutral-500">{shortcut}</kbd>
      </button>
    ),
  };
  return [...brand, open, ...exits, { id: MORE, group: 0, priority: null, bar: null }];
}

/**
 * The open bar, in its order. The priorities say what leaves for "Mehr" first when the bar is
 * too narrow (highest number first): the account and sign-out, the site name, the editor
 * language… Publish (or the missing translations that block it) and close always stay.
 */
export function useOpenItems(toolbar: ToolbarState, liveHref: string): BarItem[] {
  const env = useEditorEnvironment();
  const t = useEditorT('editorToolbar');
  const ts = useEditorT('editorSettings');
  // Opticians see the page but do not edit it: no pages, saving, versions or publishing for them.
  const canEdit = useCan('content.edit');
  const publish = usePublishBar();
  const members = usePresence(env.page.id, canEdit);
  const brand = useBrand(0, 15, 0);
  const exits = useExits(liveHref, 3, { live: 13, account: 16, signOut: 17 });

  const draft: BarItem[] =
    env.page.status === 'draft'
      ? [
          {
            id: 'draft',
            group: 0,
            priority: 1,
            bar: (
              <span className="rounded-full bg-amber-300/15 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-200 ring-1 ring-amber-300/30">
                {t('toolbar.draftPage')}
              </span>
            ),
            menu: <MoreNote icon={<FilePen className={cx(ICON, 'text-amber-200')} />}>{t('toolbar.draftPageNote')}</MoreNote>,
          },
        ]
      : [];

  const panels: BarItem[] = [
    {
      id: 'settings',
      group: 1,
      priority: 6,
      bar: (
        <BarButton aria-pressed={toolbar.settings} onClick={toolbar.settings ? toolbar.openToolbar : toolbar.openSettings}>
          <Settings aria-hidden="true" className={cx(ICON, 'opacity-80')} />
          <span className="max-sm:sr-only">{ts('panel.button')}</span>
        </BarButton>
      ),
      menu: <MoreAction opensPanel icon={<Settings className={ICON} />} label={ts('panel.button')} onSelect={toolbar.openSettings} />,
    },
    ...(canEdit
      ? [
          {
            id: 'pages',
            group: 1,
            priority: 5,
            bar: (
              <BarButton aria-pressed={toolbar.pageMenu} onClick={toolbar.pageMenu ? toolbar.openToolbar : toolbar.openPageMenu}>
                <Files aria-hidden="true" className={cx(ICON, 'opacity-80')} />
                <span className="max-sm:sr-only">{t('toolbar.pages')}</span>
              </BarButton>
            ),
            menu: <MoreAction opensPanel icon={<Files className={ICON} />} label={t('toolbar.pages')} onSelect={toolbar.openPageMenu} />,
          },
        ]
      : []),
    { id: 'inbox', group: 1, priority: 11, bar: <InboxButton />, menu: <InboxMenuEntry /> },
    { id: 'listings', group: 1, priority: 12, bar: <ListingsButton />, menu: <ListingsMenuEntry /> },
    { id: 'locale', group: 1, priority: 8, bar: <LocaleSwitcher />, menu: <LocaleMenuEntry /> },
    { id: 'editorLanguage', group: 1, priority: 14, bar: <EditorLanguageSwitch />, menu: <EditorLanguageMenuEntry /> },
  ];

  const publishing: BarItem[] = canEdit
    ? [
        { id: 'presence', group: 2, priority: 9, bar: <PresenceList members={members} />, menu: <PresenceMenuEntry members={members} /> },
        // Its text changes as one types: counted at its widest, so nothing jumps in and out of "Mehr".
        { id: 'save', group: 2, priority: 2, reserve: true, bar: <SaveIndicator />, menu: <SaveStateMenuEntry /> },
        { id: 'siteDrafts', group: 2, priority: 7, bar: <SiteDraftsIndicator />, menu: <SiteDraftsMenuEntry /> },
        { id: 'versions', group: 2, priority: 10, bar: <VersionsButton />, menu: <VersionsMenuEntry /> },
        { id: 'revert', group: 2, priority: 3, bar: <RevertButton />, menu: <RevertMenuEntry /> },
        // Blocking publish, the missing translations take its place and stay in the bar.
        {
          id: 'missing',
          group: 2,
          priority: publish.state.blockedByTranslations ? null : 4,
          bar: <MissingTranslationsButton />,
          menu: <MissingTranslationsMenu />,
        },
        { id: 'publish', group: 2, priority: null, bar: <PublishButton /> },
      ]
    : [{ id: 'readOnly', group: 2, priority: 1, bar: <ReadOnlyNotice />, menu: <ReadOnlyMenuEntry /> }];

  const close: BarItem = {
    id: 'close',
    group: 3,
    priority: null,
    bar: <IconButton label={t('toolbar.close')} icon={<X aria-hidden="true" className={ICON} />} onClick={toolbar.close} />,
  };
  return [...brand, ...draft, ...panels, ...publishing, ...exits, { id: MORE, group: 3, priority: null, bar: null }, close];
}

function ReadOnlyMenuEntry() {
  const t = useEditorT('editorTeam');
  return <MoreNote icon={<Eye className={ICON} />}>{t('readOnly.text')}</MoreNote>;
}
