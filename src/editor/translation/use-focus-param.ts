'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { refreshPending } from '../toolbar/page-refresh';
import { hrefWith } from '../toolbar/toolbar-flags';
import { FOCUS_PARAM, focusFieldWhenRendered } from './focus-field';

/**
 * Mounted in the editor shell: a page opened from the missing-translations dialog or a publish
 * check ("Zeigen") in another language or on another page scrolls to the chosen text — or, for a
 * slot without a field yet, its box (the parameter then names the box) — and outlines it. The parameter is dropped afterwards, so a
 * reload or a toolbar change does not scroll again.
 */
export function useFocusParam(): void {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  // The URL may change (toolbar flags) while the page still loads: drop the parameter from the newest.
  const latest = useRef(params);
  latest.current = params;
  const fieldId = params.get(FOCUS_PARAM);
  useEffect(() => {
    if (!fieldId) return;
    return focusFieldWhenRendered({ fieldId, groupId: fieldId }, () => {
      const next = new URLSearchParams(latest.current);
      next.delete(FOCUS_PARAM);
      const href = hrefWith(pathname, next);
      // Like the toolbar flags: the history API unless a refresh is rendering (see page-refresh.ts).
      if (refreshPending()) router.replace(href, { scroll: false });
      else window.history.replaceState(null, '', href);
    });
  }, [fieldId, pathname, router]);
}
