// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { scrollProgress } from '../chrome/scroll-progress';
import { trackingConsent } from '../chrome/tracking-consent';
import { siteBehaviour } from '../behaviour/site-behaviour';
import { SITE_BEHAVIOUR_CONFIG } from '../behaviour/site-behaviour-script';
import { SiteHeader } from '../SiteHeader';
import { nextHeaderScrollState, throttle } from './scroll-visibility';
import { makeChrome } from './testing';

let remove: (() => void) | undefined;

afterEach(() => {
  remove?.();
  remove = undefined;
  document.body.innerHTML = '';
});

describe('language switcher in the browser', () => {
  it('opens from its toggle like the other header dropdowns, and Escape closes it and returns focus', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <>
        <SiteHeader siteName="Optik Muster" chrome={makeChrome()} locale="de" mode="live" currentPageId="contact" languages={['de', 'fr']} />
        <main>Inhalt</main>
      </>,
    );
    remove = siteBehaviour(SITE_BEHAVIOUR_CONFIG, { nextHeaderScrollState, throttle, scrollProgress, trackingConsent, navigate: () => {} });
    const toggle = document.querySelector<HTMLButtonElement>('[aria-label="Sprache: DE"]') as HTMLButtonElement;
    const item = toggle.closest<HTMLElement>('[data-nav-item]') as HTMLElement;
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect([...(list?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('hreflang')])).toEqual([
      ['Deutsch', '/de/kontakt', 'de'],
      ['Français', '/fr/kontakt', 'fr'],
    ]);
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(item.dataset.open).toBe('true');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(item.dataset.open).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
