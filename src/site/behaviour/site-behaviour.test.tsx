// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSettings } from '@/shared/content/settings';
import { BookingButton } from '../booking/BookingButton';
import { bookingFrames } from '../booking/booking-frames';
import { ProgressBar } from '../chrome/ProgressBar';
import { scrollProgress } from '../chrome/scroll-progress';
import { trackingConsent } from '../chrome/tracking-consent';
import { nextHeaderScrollState, throttle } from '../header/scroll-visibility';
import { makeChrome } from '../header/testing';
import { SiteHeader } from '../SiteHeader';
import { siteBehaviour } from './site-behaviour';
import { SITE_BEHAVIOUR_CONFIG, SITE_BEHAVIOUR_SCRIPT } from './site-behaviour-script';

const WIDGET = 'https://connect.shore.com/widget/optik?locale=de&layout=default&select_location=false';
let remove: (() => void) | undefined;

/** The real server markup of the header, progress bar and booking button, as a visitor gets it. */
function page() {
  const settings = parseSettings({ bookingButton: { active: true, target: 'shore', shoreCompany: 'optik' } });
  document.body.innerHTML = renderToStaticMarkup(
    <>
      <ProgressBar />
      <SiteHeader siteName="Optik Muster" chrome={makeChrome()} locale="de" mode="live" currentPageId="contact" />
      <main>
        <a href="#x">Inhalt</a>
      </main>
      <BookingButton settings={settings} locale="de" pages={new Map()} />
    </>,
  );
}

function start(navigate = vi.fn()) {
  page();
  remove = siteBehaviour(SITE_BEHAVIOUR_CONFIG, { nextHeaderScrollState, throttle, scrollProgress, trackingConsent, bookingFrames, navigate });
  return navigate;
}

const byLabel = (label: string) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`) as HTMLElement;
const pressEscape = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

afterEach(() => {
  remove?.();
  remove = undefined;
  vi.useRealTimers();
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
});

describe('site behaviour: mobile menu', () => {
  it('opens with aria-expanded, locks body scroll, and Escape closes it and returns focus', () => {
    start();
    // The <details> that lets the menu open without JavaScript is open for good: the button decides.
    expect(document.querySelector<HTMLDetailsElement>('details[data-menu]')?.open).toBe(true);
    const button = byLabel('Menü öffnen');
    expect(button.getAttribute('aria-controls')).toBe('site-menu');
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Menü schliessen');
    expect(document.getElementById('site-menu')?.dataset.open).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    pressEscape();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-label')).toBe('Menü öffnen');
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(button);
  });

  it('closes when the button is pressed again or a link in it is followed', () => {
    start();
    const button = byLabel('Menü öffnen');
    button.click();
    button.click();
    expect(document.body.style.overflow).toBe('');
    button.click();
    (document.querySelector('#site-menu a[href="/de/kontakt"]') as HTMLElement).click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');
  });
});

describe('site behaviour: dropdowns', () => {
  it('toggles a main item’s children, closes on Escape (focus back), outside pointer and focus leaving', () => {
    start();
    const toggle = byLabel('Untermenü: Angebot');
    const item = toggle.closest('[data-nav-item]') as HTMLElement;
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.textContent).toContain('Kontaktlinsen');
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(item.dataset.open).toBe('true');
    pressEscape();
    expect(item.dataset.open).toBe('false');
    expect(document.activeElement).toBe(toggle);
    toggle.click();
    document.querySelector('main')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.click();
    toggle.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.querySelector('main a') }));
    expect(item.dataset.open).toBe('false');
  });
});

describe('site behaviour: search bar', () => {
  it('toggles the GET form to /{locale}/search and focuses its input', () => {
    start();
    const toggle = byLabel('Suche öffnen');
    const panel = document.getElementById('site-search') as HTMLElement;
    expect(panel.hidden).toBe(true);
    const form = panel.querySelector('form') as HTMLFormElement;
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/de/search', 'get']);
    toggle.click();
    expect(panel.hidden).toBe(false);
    expect(toggle.getAttribute('aria-label')).toBe('Suche schliessen');
    expect(document.activeElement).toBe(panel.querySelector('input[name="q"]'));
    pressEscape();
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('navigates 500 ms after typing at least 3 characters, restarting on each keystroke', () => {
    vi.useFakeTimers();
    const navigate = start();
    byLabel('Suche öffnen').click();
    const input = document.querySelector('[data-search-input]') as HTMLInputElement;
    const type = (value: string) => {
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('br');
    vi.advanceTimersByTime(1000);
    expect(navigate).not.toHaveBeenCalled();
    type('bri');
    vi.advanceTimersByTime(300);
    type('brille');
    vi.advanceTimersByTime(499);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/de/search?q=brille');
  });

  it('searches at once on Enter (submit), also below 3 characters, and cancels the pending one', () => {
    vi.useFakeTimers();
    const navigate = start();
    const input = document.querySelector('[data-search-input]') as HTMLInputElement;
    input.value = 'sonnen brille';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    input.form?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/de/search?q=sonnen%20brille');
    vi.advanceTimersByTime(1000);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('site behaviour: booking dialog', () => {
  it('loads the widget on the first open and shows the modal; a backdrop click closes it', () => {
    // The provider probe (booking-frames.ts) stays unanswered here.
    Object.defineProperty(document.defaultView, 'fetch', { value: () => new Promise(() => {}), configurable: true, writable: true });
    start();
    const dialog = document.getElementById('booking-dialog') as HTMLDialogElement;
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBeNull();
    (document.querySelector('[data-booking-open]') as HTMLElement).click();
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe(`${WIDGET}&theme_color=%230b5cad`);
    dialog.click();
    expect(dialog.open).toBe(false);
  });
});

describe('site behaviour: header on scroll and the progress bar', () => {
  it('hides the header on scroll down past it, shows it on scroll up, and paints the progress', () => {
    start();
    const header = document.querySelector('[data-site-header]') as HTMLElement;
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    vi.useFakeTimers();
    scrollTo(400);
    vi.advanceTimersByTime(50);
    expect(header.dataset.hidden).toBe('true');
    expect(header.dataset.scrolled).toBe('true');
    scrollTo(300);
    vi.advanceTimersByTime(50);
    expect(header.dataset.hidden).toBe('false');
    // Keyboard focus entering a hidden header brings it back.
    scrollTo(500);
    vi.advanceTimersByTime(50);
    byLabel('Menü öffnen').focus();
    expect(header.dataset.hidden).toBe('false');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});

describe('the inline script', () => {
  it('is self-contained: evaluated from its text alone, it runs the menu', () => {
    page();
    new Function(SITE_BEHAVIOUR_SCRIPT)();
    remove = (window as Window & { __siteBehaviour?: () => void }).__siteBehaviour;
    expect(remove).toBeTypeOf('function');
    byLabel('Menü öffnen').click();
    expect(document.body.style.overflow).toBe('hidden');
    expect(SITE_BEHAVIOUR_SCRIPT).not.toContain('</script');
  });

  it('installs once even when the page carries it twice', () => {
    start();
    expect(siteBehaviour(SITE_BEHAVIOUR_CONFIG, { nextHeaderScrollState, throttle, scrollProgress, trackingConsent })).toBe(remove);
    const button = byLabel('Menü öffnen');
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});
