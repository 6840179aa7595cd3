// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@/shared/content/search';
import { siteBehaviour } from '../behaviour/site-behaviour';
import { SITE_BEHAVIOUR_CONFIG } from '../behaviour/site-behaviour-script';
import { scrollProgress } from '../chrome/scroll-progress';
import { trackingConsent } from '../chrome/tracking-consent';
import { nextHeaderScrollState, throttle } from '../header/scroll-visibility';
import { SearchResults } from './SearchResults';
import { searchTexts } from './texts';

let remove: (() => void) | undefined;

const results = (result: SearchResult) => renderToStaticMarkup(<SearchResults result={result} t={searchTexts('de')} action="/de/search" />);
const BRILLE: SearchResult = {
  query: 'bri',
  correctedQuery: null,
  hits: [{ pageId: 'p1', title: 'Brillen', path: '/de/brillen', snippet: [{ text: 'Brillen', hit: true }] }],
};

/** The search page as served, with the page script running; `fetchPage` answers its requests. */
function start(fetchPage: (href: string, signal: AbortSignal) => Promise<string>) {
  window.history.replaceState(null, '', '/de/search');
  document.body.innerHTML = `<main>${results({ query: '', hits: [], correctedQuery: null })}</main>`;
  const navigate = vi.fn();
  remove = siteBehaviour(SITE_BEHAVIOUR_CONFIG, { nextHeaderScrollState, throttle, scrollProgress, trackingConsent, navigate, fetchPage });
  const input = document.querySelector<HTMLInputElement>('#search-query');
  if (!input) throw new Error('no search field');
  const type = (value: string) => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  return { navigate, type, input };
}

/** Lets the answered fetch and its handlers run. */
const settle = () => vi.advanceTimersByTimeAsync(0);
const status = () => document.querySelector('[role="status"]');

afterEach(() => {
  remove?.();
  remove = undefined;
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the search page field', () => {
  it('searches 500 ms after 3 characters and swaps in the results and the URL without leaving the page', async () => {
    vi.useFakeTimers();
    const fetchPage = vi.fn(async () => `<html><body><header>other chrome</header>${results(BRILLE)}</body></html>`);
    const { navigate, type } = start(fetchPage);
    const live = status();
    expect(live?.textContent).toBe('Geben Sie einen Suchbegriff ein, um die Seiten dieser Website zu durchsuchen.');

    type('br');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchPage).not.toHaveBeenCalled();
    type('bri');
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchPage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settle();

    expect(fetchPage).toHaveBeenCalledExactlyOnceWith('/de/search?q=bri', expect.any(AbortSignal));
    // The same live region element, now with the count: screen readers announce the change.
    expect(status()).toBe(live);
    expect(live?.textContent).toBe('1 Treffer für «bri»');
    expect(document.querySelector('[data-search-hits] a')?.getAttribute('href')).toBe('/de/brillen');
    expect(document.querySelector('[data-search-hits] mark')?.textContent).toBe('Brillen');
    expect(document.body.textContent).not.toContain('other chrome');
    expect(window.location.pathname + window.location.search).toBe('/de/search?q=bri');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('searches at once on Enter and drops an answer overtaken by newer typing', async () => {
    vi.useFakeTimers();
    const pending: { href: string; signal: AbortSignal; answer: (html: string) => void }[] = [];
    const fetchPage = (href: string, signal: AbortSignal) => new Promise<string>((resolve) => pending.push({ href, signal, answer: resolve }));
    const { navigate, type, input } = start(fetchPage);

    type('sonne');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    input.form?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(pending.map((request) => request.href)).toEqual(['/de/search?q=sonne']);

    type('bri');
    expect(pending[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    pending[1]?.answer(results(BRILLE));
    pending[0]?.answer(results({ query: 'sonne', hits: [], correctedQuery: null }));
    await settle();
    expect(status()?.textContent).toBe('1 Treffer für «bri»');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('loads the results page instead when the answer is not a search page', async () => {
    vi.useFakeTimers();
    const { navigate, type } = start(async () => '<html><body><p>Wartung</p></body></html>');
    type('brille');
    await vi.advanceTimersByTimeAsync(500);
    await settle();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/de/search?q=brille');
  });
});
