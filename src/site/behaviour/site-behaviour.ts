import type { nextHeaderScrollState, throttle } from '../header/scroll-visibility';
import type { scrollProgress } from '../chrome/scroll-progress';
import type { trackingConsent } from '../chrome/tracking-consent';
import type { announcementDismissal } from '../chrome/announcement-dismissal';
import type { BookingFramesConfig, bookingFrames } from '../booking/booking-frames';
import type { BookingClearanceConfig, bookingClearance } from '../booking/booking-clearance';
import type { VideoWatchConfig, videoWatch } from '../../blocks/video-player/video-watch';

export type SiteBehaviourConfig = {
  throttleMs: number;
  threshold: number;
  defaultHeaderHeight: number;
  searchDebounceMs: number;
  searchMinChars: number;
  /** Tailwind md: the menu is a bar there, never an overlay. */
  desktopQuery: string;
  /** The consent banner's storage key and the inert scripts' type (tracking-consent.ts). */
  consent: { storage: string; type: string };
  /** The booking widgets' timeout and lazy-loading margin (booking-frames.ts). */
  booking: BookingFramesConfig;
  /** What the floating booking button moves away from (booking-clearance.ts). */
  bookingClearance: BookingClearanceConfig;
  /** The YouTube probe's timeout and margin (video-watch.ts). */
  video: VideoWatchConfig;
  /** Session-storage key prefix of dismissed announcements (announcement.ts). */
  dismissedPrefix: string;
};

export type SiteBehaviourHelpers = {
  nextHeaderScrollState: typeof nextHeaderScrollState;
  throttle: typeof throttle;
  scrollProgress: typeof scrollProgress;
  trackingConsent: typeof trackingConsent;
  /** The announcements' close buttons; without it, they do nothing (as without JavaScript). */
  announcementDismissal?: typeof announcementDismissal;
  /** Loads booking widget frames and shows their fallback; without it, no widget loads. */
  bookingFrames?: typeof bookingFrames;
  /** Moves the floating booking button off footer links, form buttons and the game drawer. */
  bookingClearance?: typeof bookingClearance;
  /** Marks video players that cannot play (hidden live, the unavailable box on the edit route). */
  videoWatch?: typeof videoWatch;
  /** Where a search goes; tests observe it, pages leave it to the browser. */
  navigate?: (href: string) => void;
  /** Fetches a page's HTML for the search page's live results; tests answer it, pages use fetch. */
  fetchPage?: (href: string, signal: AbortSignal) => Promise<string>;
};

type Marked = Window & { __siteBehaviour?: () => void };

/**
 * The public pages' behaviour without React: header hide-on-scroll, mobile menu (scroll lock,
 * Escape, focus return), dropdown disclosures, the desktop search bar (500 ms / 3 characters,
 * Enter) and, by the same rule, the search page's own field (results swapped in place), the
 * progress bar and the booking dialog. The markup is server-rendered and works
 * without JavaScript; this only enhances it, through listeners on the document (so it survives
 * React replacing nodes) and attribute changes (never structure, so hydration still matches).
 *
 * Serialized with Function.prototype.toString into one inline script (see site-behaviour-script.ts):
 * it must use nothing but its parameters and browser globals. Returns a function that removes it.
 */
export function siteBehaviour(config: SiteBehaviourConfig, helpers: SiteBehaviourHelpers): () => void {
  const win = window as Marked;
  if (win.__siteBehaviour) return win.__siteBehaviour;
  const doc = document;
  const controller = new AbortController();
  const on = { signal: controller.signal };
  const navigate = helpers.navigate ?? ((href: string) => win.location.assign(href));
  const one = <T extends Element>(selector: string, root: ParentNode = doc) => root.querySelector<T>(selector);
  const controlled = (button: Element | null) => (button ? doc.getElementById(button.getAttribute('aria-controls') ?? '') : null);
  const expanded = (button: Element | null) => button?.getAttribute('aria-expanded') === 'true';
  const label = (button: HTMLElement, open: boolean) => button.setAttribute('aria-label', (open ? button.dataset.closeLabel : button.dataset.openLabel) ?? '');

  // Mobile menu. Its list sits in a <details> for pages without JavaScript (MobileMenu): opened for
  // good once the page is parsed (this script is async, it may run before the header exists), the
  // button and the panel's data-open decide what shows.
  const openMenus = () => {
    for (const menu of doc.querySelectorAll<HTMLDetailsElement>('details[data-menu]')) menu.open = true;
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', openMenus, on);
  else openMenus();
  let bodyOverflow = '';
  const setMenu = (open: boolean, restoreFocus: boolean) => {
    const button = one<HTMLButtonElement>('[data-menu-toggle]');
    if (!button || expanded(button) === open) return;
    button.setAttribute('aria-expanded', String(open));
    label(button, open);
    const panel = controlled(button);
    if (panel) panel.dataset.open = String(open);
    openMenus();
    const body = doc.body;
    if (open) {
      bodyOverflow = body.style.overflow;
      body.style.overflow = 'hidden';
      body.dataset.menuOpen = 'true';
    } else {
      body.style.overflow = bodyOverflow;
      delete body.dataset.menuOpen;
      if (restoreFocus) button.focus();
    }
  };

  // Dropdown disclosures of main items with children.
  const openItems = () => [...doc.querySelectorAll<HTMLElement>('[data-nav-item][data-open="true"]')];
  const setItem = (item: HTMLElement, open: boolean, restoreFocus: boolean) => {
    item.dataset.open = String(open);
    const toggle = one<HTMLButtonElement>('[data-nav-toggle]', item);
    toggle?.setAttribute('aria-expanded', String(open));
    if (!open && restoreFocus) toggle?.focus();
  };

  // Desktop search bar.
  let searchTimer: ReturnType<typeof setTimeout> | undefined;
  let searchRequest: AbortController | undefined;
  const cancelSearch = () => {
    clearTimeout(searchTimer);
    searchTimer = undefined;
    searchRequest?.abort();
    searchRequest = undefined;
  };
  const setSearch = (open: boolean, restoreFocus: boolean) => {
    const button = one<HTMLButtonElement>('[data-search-toggle]');
    const panel = controlled(button);
    if (!button || !panel) return;
    cancelSearch();
    button.setAttribute('aria-expanded', String(open));
    label(button, open);
    panel.hidden = !open;
    if (open) one<HTMLInputElement>('input', panel)?.focus();
    else if (restoreFocus) button.focus();
  };
  const searchUrl = (form: HTMLFormElement, value: string) => `${form.getAttribute('action')}?q=${encodeURIComponent(value)}`;

  // The search page's field (data-search-live): the same page for the new query is fetched and its
  // status line (a live region, so the count is announced) and list are swapped in, and the URL
  // follows without a reload. Anything unexpected falls back to loading that page.
  const fetchPage =
    helpers.fetchPage ?? ((href: string, signal: AbortSignal) => win.fetch(href, { signal, credentials: 'same-origin' }).then((response) => response.text()));
  const liveSearch = (href: string) => {
    const request = new AbortController();
    searchRequest = request;
    fetchPage(href, request.signal)
      .then((html) => {
        if (request.signal.aborted) return;
        const next = new DOMParser().parseFromString(html, 'text/html');
        const parts = ['[data-search-status]', '[data-search-hits]'].map((selector) => [one(selector), one(selector, next)] as const);
        if (parts.some(([current, fresh]) => !current || !fresh)) return navigate(href);
        for (const [current, fresh] of parts) if (current && fresh) current.replaceChildren(...[...fresh.childNodes].map((node) => doc.importNode(node, true)));
        win.history.replaceState(win.history.state, '', href);
      })
      .catch(() => {
        if (!request.signal.aborted) navigate(href);
      });
  };
  const runSearch = (form: HTMLFormElement, value: string) => {
    const href = searchUrl(form, value);
    if (form.matches('[data-search-live]')) liveSearch(href);
    else navigate(href);
  };

  helpers.announcementDismissal?.(doc, config.dismissedPrefix, controller.signal);

  const startBooking = helpers.bookingFrames?.(doc, config.booking, controller.signal);
  helpers.videoWatch?.(doc, config.video, controller.signal);
  helpers.bookingClearance?.(doc, config.bookingClearance, controller.signal);

  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      const menuToggle = target.closest('[data-menu-toggle]');
      if (menuToggle) return setMenu(!expanded(menuToggle), false);
      const navToggle = target.closest('[data-nav-toggle]');
      const item = navToggle?.closest<HTMLElement>('[data-nav-item]');
      if (item) return setItem(item, item.dataset.open !== 'true', false);
      const searchToggle = target.closest('[data-search-toggle]');
      if (searchToggle) return setSearch(!expanded(searchToggle), expanded(searchToggle));
      const bookingOpen = target.closest('[data-booking-open]');
      const dialog = bookingOpen ? doc.getElementById(bookingOpen.getAttribute('aria-controls') ?? '') : null;
      if (dialog instanceof HTMLDialogElement) {
        // The third-party widget loads only when asked for.
        const embed = one('[data-booking-embed]', dialog);
        if (embed) startBooking?.(embed);
        if (!dialog.open) dialog.showModal();
        return;
      }
      // A click on a modal dialog's backdrop lands on the dialog element itself.
      if (target instanceof HTMLDialogElement && target.matches('[data-booking-dialog]')) return target.close();
      // Following a link inside the open menu closes it.
      if (target.closest('a') && target.closest('[data-menu-panel][data-open="true"]')) setMenu(false, false);
    },
    on,
  );

  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      const active = doc.activeElement;
      const searchPanel = controlled(one('[data-search-toggle]'));
      if (searchPanel && !searchPanel.hidden && active && searchPanel.contains(active)) return setSearch(false, true);
      const items = openItems();
      if (items.length > 0) {
        for (const item of items) setItem(item, false, true);
        return;
      }
      setMenu(false, true);
    },
    on,
  );

  doc.addEventListener(
    'pointerdown',
    (event) => {
      for (const item of openItems()) if (!(event.target instanceof Node && item.contains(event.target))) setItem(item, false, false);
    },
    on,
  );

  // Focus leaving an open dropdown closes it.
  doc.addEventListener(
    'focusout',
    (event) => {
      const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
      for (const item of openItems())
        if (event.target instanceof Node && item.contains(event.target) && !(next && item.contains(next))) setItem(item, false, false);
    },
    on,
  );

  doc.addEventListener(
    'input',
    (event) => {
      const input = event.target instanceof HTMLInputElement && event.target.matches('[data-search-input]') ? event.target : null;
      const form = input?.form;
      if (!input || !form) return;
      cancelSearch();
      const value = input.value.trim();
      if (value.length >= config.searchMinChars) searchTimer = setTimeout(() => runSearch(form, value), config.searchDebounceMs);
    },
    on,
  );

  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target instanceof HTMLFormElement && event.target.matches('[data-search-form]') ? event.target : null;
      if (!form) return;
      event.preventDefault();
      cancelSearch();
      const value = one<HTMLInputElement>('input[name="q"]', form)?.value.trim() ?? '';
      if (value) runSearch(form, value);
    },
    on,
  );

  // Header: slides away on scroll down, back on scroll up; data-scrolled lets a transparent header turn opaque.
  // lastY is read on the first measure: reading scrollY now would lay out a half-parsed page.
  let scroll = { lastY: 0, hidden: false };
  const header = () => one<HTMLElement>('[data-site-header]');
  const updateHeader = helpers.throttle(() => {
    const element = header();
    // While the mobile menu is open the page does not scroll; keep the header.
    if (!element || doc.body.dataset.menuOpen === 'true') return;
    scroll = helpers.nextHeaderScrollState(scroll, win.scrollY, {
      threshold: config.threshold,
      headerHeight: element.offsetHeight || config.defaultHeaderHeight,
    });
    element.dataset.hidden = String(scroll.hidden);
    element.dataset.scrolled = String(win.scrollY > 0);
  }, config.throttleMs);
  // Keyboard focus entering a hidden header brings it back.
  doc.addEventListener(
    'focusin',
    (event) => {
      const element = header();
      if (element && event.target instanceof Node && element.contains(event.target) && element.dataset.hidden === 'true') {
        scroll = { ...scroll, hidden: false };
        element.dataset.hidden = 'false';
      }
    },
    on,
  );

  // Progress bar.
  let frame = 0;
  const paintProgress = () => {
    frame = 0;
    const bar = one<HTMLElement>('[data-progress-bar]');
    bar?.style.setProperty('transform', `scaleX(${helpers.scrollProgress(win.scrollY, doc.documentElement.scrollHeight, win.innerHeight)})`);
  };
  const scheduleProgress = () => {
    if (!frame) frame = win.requestAnimationFrame(paintProgress);
  };

  const onScroll = () => {
    updateHeader();
    scheduleProgress();
  };
  win.addEventListener('scroll', onScroll, { passive: true, signal: controller.signal });
  win.addEventListener('resize', scheduleProgress, { passive: true, signal: controller.signal });
  const desktop = win.matchMedia?.(config.desktopQuery);
  desktop?.addEventListener?.(
    'change',
    () => {
      if (desktop.matches) setMenu(false, false);
    },
    on,
  );
  // The first measure waits for the parsed page and a frame: this async script runs mid-parse, and
  // reading a size there forces a layout of a half-built page inside its task (68 ms on a long page).
  const firstMeasure = () => {
    frame = win.requestAnimationFrame(() => {
      scroll = { ...scroll, lastY: win.scrollY };
      updateHeader();
      paintProgress();
    });
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', firstMeasure, on);
  else firstMeasure();
  helpers.trackingConsent(doc, win.localStorage, config.consent, controller.signal);

  const remove = () => {
    controller.abort();
    updateHeader.cancel();
    cancelSearch();
    if (frame) win.cancelAnimationFrame(frame);
    delete win.__siteBehaviour;
  };
  win.__siteBehaviour = remove;
  return remove;
}
