/**
 * The consent banner's behaviour (beyond the spec): tracking scripts of a site that asks first are
 * rendered inert; they run only after "Zustimmen", now and on later visits. "Ablehnen" is kept
 * too, and the footer's "Datenschutz-Einstellungen" shows the banner again. The scripts are added
 * to <head> (React 19 leaves such third-party nodes alone); inline ones pass the page's CSP
 * because their hashes are in it (content-security-policy.ts counts this type as executed).
 *
 * Serialized into the site behaviour script: uses nothing but its parameters and browser globals.
 */
export function trackingConsent(
  doc: Document,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  keys: { storage: string; type: string },
  signal: AbortSignal,
): void {
  const banner = doc.querySelector<HTMLElement>('[data-tracking-consent]');
  if (!banner) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const inert of Array.from(doc.querySelectorAll<HTMLScriptElement>(`script[type="${keys.type}"]`))) {
      const script = doc.createElement('script');
      const src = inert.getAttribute('data-src');
      if (src) {
        script.src = src;
        script.async = true;
      } else script.textContent = inert.textContent;
      doc.head.appendChild(script);
    }
  };
  const read = () => {
    try {
      return storage.getItem(keys.storage);
    } catch {
      return null;
    }
  };
  const answer = read();
  if (answer === 'granted') start();
  else if (answer !== 'denied') banner.hidden = false;
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[data-consent-open]')) {
        banner.hidden = false;
        banner.querySelector<HTMLElement>('[data-consent-choice]')?.focus();
        return;
      }
      const choice = target?.closest('[data-consent-choice]')?.getAttribute('data-consent-choice');
      if (choice !== 'granted' && choice !== 'denied') return;
      try {
        storage.setItem(keys.storage, choice);
      } catch {
        // Private mode without storage: the answer holds for this page only.
      }
      banner.hidden = true;
      if (choice === 'granted') start();
    },
    { signal },
  );
}
