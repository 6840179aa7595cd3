// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_SCRIPT_TYPE, CONSENT_STORAGE_KEY } from '@/shared/content/tracking-consent';
import { trackingConsent } from './tracking-consent';

const keys = { storage: CONSENT_STORAGE_KEY, type: CONSENT_SCRIPT_TYPE };

function page() {
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <script id="ga-loader" type="${CONSENT_SCRIPT_TYPE}" data-src="https://www.googletagmanager.com/gtag/js?id=G-AB12CD34"></script>
    <script id="ga-init" type="${CONSENT_SCRIPT_TYPE}">window.__ran = (window.__ran || 0) + 1;</script>
    <section data-tracking-consent hidden><button data-consent-choice="denied">Ablehnen</button><button data-consent-choice="granted">Zustimmen</button></section>
    <footer><button data-consent-open>Datenschutz-Einstellungen</button></footer>`;
  return document.querySelector<HTMLElement>('[data-tracking-consent]')!;
}

const started = () => Array.from(document.head.querySelectorAll('script'));
const click = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();

describe('trackingConsent', () => {
  let controller: AbortController;
  beforeEach(() => {
    controller = new AbortController();
    localStorage.clear();
  });
  afterEach(() => controller.abort());

  it('shows the banner on a first visit and runs nothing until the visitor agrees', () => {
    const banner = page();
    trackingConsent(document, localStorage, keys, controller.signal);
    expect(banner.hidden).toBe(false);
    expect(started()).toHaveLength(0);
    click('[data-consent-choice="granted"]');
    expect(banner.hidden).toBe(true);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
    expect(started().map((script) => script.getAttribute('src') ?? script.textContent)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-AB12CD34',
      'window.__ran = (window.__ran || 0) + 1;',
    ]);
    // Agreeing again (from the footer) does not start them twice.
    click('[data-consent-open]');
    click('[data-consent-choice="granted"]');
    expect(started()).toHaveLength(2);
  });

  it('keeps a refusal: no banner and no scripts on the next page, until the footer opens it again', () => {
    page();
    trackingConsent(document, localStorage, keys, controller.signal);
    click('[data-consent-choice="denied"]');
    controller.abort();
    controller = new AbortController();

    const banner = page();
    trackingConsent(document, localStorage, keys, controller.signal);
    expect(banner.hidden).toBe(true);
    expect(started()).toHaveLength(0);
    click('[data-consent-open]');
    expect(banner.hidden).toBe(false);
  });

  it('starts at once for a visitor who agreed before', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    const banner = page();
    trackingConsent(document, localStorage, keys, controller.signal);
    expect(banner.hidden).toBe(true);
    expect(started()).toHaveLength(2);
  });
});
