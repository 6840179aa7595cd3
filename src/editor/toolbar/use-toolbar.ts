'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { refreshPending } from './page-refresh';
import { useCallback, useMemo } from 'react';
import { closeAll, hrefWith, openPageMenu, openSettings, openToolbar, readFlags, type ToolbarFlags } from './toolbar-flags';

export type ToolbarState = ToolbarFlags & {
  /** Edit rights exist only while the toolbar is active (editor-core §6). */
  active: boolean;
  /** Any panel of the editor is showing (the top bar stays up while a panel is open). */
  open: boolean;
  openToolbar: () => void;
  openPageMenu: () => void;
  openSettings: () => void;
  close: () => void;
};

/** Toolbar and panel flags from the URL, and the transitions between them. */
export function useToolbar(): ToolbarState {
  const params = useSearchParams();
  const pathname = usePathname();
  // The native history API is synced into useSearchParams by Next; unlike router.replace it does
  // not ask the server to render the page again, so toggling the toolbar is instant.
  // While a refresh renders, the router orders the change after it (see page-refresh.ts).
  const router = useRouter();
  const go = useCallback(
    (next: URLSearchParams) => {
      const href = hrefWith(pathname, next);
      if (refreshPending()) router.replace(href, { scroll: false });
      else window.history.replaceState(null, '', href);
    },
    [pathname, router],
  );
  // useSearchParams returns a new object only when the URL changes, so it is the memo's key.
  return useMemo(() => {
    const flags = readFlags(params);
    return {
      ...flags,
      active: flags.toolbar,
      open: flags.toolbar || flags.pageMenu || flags.settings,
      openToolbar: () => go(openToolbar(params)),
      openPageMenu: () => go(openPageMenu(params)),
      openSettings: () => go(openSettings(params)),
      close: () => go(closeAll(params)),
    };
  }, [go, params]);
}
