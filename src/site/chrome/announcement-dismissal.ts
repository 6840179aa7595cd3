/**
 * The announcements' close button (bar and bubble, `Dismissible.tsx`): `data-dismiss` hides its
 * region for the rest of the visit (sessionStorage under `prefix` + the group id). What was dismissed
 * is hidden by a style rule set at once, before the page below is parsed (the behaviour script sits
 * in `<head>`), so it never shows and then jumps away. Aborting the signal takes the rule away.
 *
 * Serialized into the site behaviour script: uses nothing but its parameters and browser globals.
 */
export function announcementDismissal(doc: Document, prefix: string, signal: AbortSignal): void {
  const win = doc.defaultView ?? window;
  if (signal.aborted) return;
  const rules = doc.createElement('style');
  const hideDismissed = () => {
    const ids: string[] = [];
    try {
      const storage = win.sessionStorage;
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i) ?? '';
        if (key.startsWith(prefix) && storage.getItem(key) === '1') ids.push(key.slice(prefix.length));
      }
    } catch {
      // Without storage (a privacy mode) a dismissal lasts until the next page.
    }
    rules.textContent = ids.map((id) => `[data-announcement="${CSS.escape(id)}"][data-dismissible]{display:none!important}`).join('');
  };
  hideDismissed();
  (doc.head ?? doc.documentElement).append(rules);
  doc.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-dismiss]') : null;
      if (!button) return;
      try {
        win.sessionStorage.setItem(`${prefix}${button.dataset.dismiss ?? ''}`, '1');
      } catch {
        // Hidden until the next page (see above).
      }
      button.closest<HTMLElement>('[data-announcement]')?.style.setProperty('display', 'none');
      hideDismissed();
    },
    { signal },
  );
  signal.addEventListener('abort', () => rules.remove(), { once: true });
}
