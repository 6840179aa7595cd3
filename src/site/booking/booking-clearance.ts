export type BookingClearanceConfig = {
  /** Areas the button never sits on as a whole (the game drawer: all of it is controls). */
  boxes: string;
  /** Single controls it never covers (footer links, form buttons). */
  controls: string;
  /** Space kept between the button and what it moved away from, in px. */
  gap: number;
  /** The button moves up no higher than this from the top of the viewport (the header); else it hides. */
  minTop: number;
  /**
   * Controls in the middle of the page (links, a list's entries) pass under the button as the page
   * scrolls: it steps over them by at most this many px, and waits hidden when more is needed,
   * rather than wandering up the screen. Areas (`boxes`) may lift it further (the game drawer).
   */
  maxLift: number;
};

/**
 * Keeps the floating booking button off what it would cover: when a link, a button, a field, a
 * list entry or the game drawer comes under it, the button moves up just above them (a control by
 * at most `maxLift`); when there is no room (a full-screen drawer, a column of links) it hides
 * until there is. It measures
 * when the page scrolls or resizes and when the DOM changes (the drawer opening, a form appearing),
 * at most once a frame. The lift is a `transform`, so the hover's `translate` still composes.
 *
 * Serialized into the site behaviour script: uses nothing but its parameters and browser globals.
 */
export function bookingClearance(doc: Document, config: BookingClearanceConfig, signal: AbortSignal): void {
  const win = doc.defaultView ?? window;
  if (signal.aborted) return;
  // The script may run before the page is parsed: the button is looked up on each measure.
  let frame = 0;

  const place = () => {
    frame = 0;
    const current = doc.querySelector<HTMLElement>('[data-booking-button]');
    if (!current) return;
    const rect = current.getBoundingClientRect();
    // Not shown at all (the play page's style sheet hides it under the drawer): nothing to move.
    if (rect.width === 0 && rect.height === 0) return;
    // Where the button sits without a lift: its box less the transform as it is now (also mid-transition).
    const moved = /matrix\((?:[^,]+,){5}\s*([^)]+)\)/.exec(win.getComputedStyle(current).transform);
    const bottom = rect.bottom - Number(moved?.[1] ?? 0);
    const { left, right, height } = rect;
    const obstacles: { rect: DOMRect; area: boolean }[] = [];
    for (const box of doc.querySelectorAll(config.boxes)) obstacles.push({ rect: box.getBoundingClientRect(), area: true });
    for (const control of doc.querySelectorAll(config.controls)) {
      if (current.contains(control)) continue;
      const rect = control.getBoundingClientRect();
      // Screen-reader-only controls (a 1 px box) are never under a finger.
      if (rect.width > 2 && rect.height > 2) obstacles.push({ rect, area: false });
    }
    const hitAt = (up: number) =>
      obstacles.find(
        ({ rect: r }) => r.width > 0 && r.height > 0 && r.left < right && r.right > left && r.top < bottom - up && r.bottom > bottom - up - height,
      );
    let next = 0;
    let tooFar = false;
    // Each hit moves the button above that obstacle, so this ends after at most one round per obstacle.
    for (let hit = hitAt(0); hit; hit = hitAt(next)) {
      next = bottom - hit.rect.top + config.gap;
      tooFar ||= !hit.area && next > config.maxLift;
      if (tooFar || bottom - next - height < config.minTop) break;
    }
    const hidden = tooFar || bottom - next - height < config.minTop || hitAt(next) !== undefined;
    const lift = hidden ? 0 : next;
    current.style.transform = lift > 0 ? `translateY(${-lift}px)` : '';
    current.style.visibility = hidden ? 'hidden' : '';
    current.dataset.clearance = hidden ? 'hidden' : lift > 0 ? 'lifted' : '';
  };
  const schedule = () => {
    if (!frame && !signal.aborted) frame = win.requestAnimationFrame(place);
  };

  const on = { passive: true, signal };
  win.addEventListener('scroll', schedule, on);
  win.addEventListener('resize', schedule, on);
  // The drawer slides in with an animation and snaps with a transition; the menu and dialogs toggle attributes.
  doc.addEventListener('transitionend', schedule, { ...on, capture: true });
  doc.addEventListener('animationend', schedule, { ...on, capture: true });
  const observer = new win.MutationObserver(schedule);
  // From the parsed page on (the button is at its end): while it parses, each parsed node would be a record.
  const watchDocument = () => {
    observer.observe(doc.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-snap', 'hidden', 'open', 'data-state'] });
    schedule();
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', watchDocument, { once: true, signal });
  else watchDocument();
  signal.addEventListener('abort', () => {
    observer.disconnect();
    if (frame) win.cancelAnimationFrame(frame);
  });
}
