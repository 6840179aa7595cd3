// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { bookingClearance } from './booking-clearance';

const CONFIG = { boxes: '[data-drawer]', controls: 'footer a[href], form button, summary', gap: 8, minTop: 96, maxLift: 160 };

/** happy-dom lays nothing out: each element gets the box a 390×844 phone would give it. */
function box(element: Element, top: number, bottom: number, left = 0, right = 390) {
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: left, y: top, width: right - left, height: bottom - top });
}

/** The button in its corner (happy-dom applies no transform, so its box stays there). */
function floatingButton(top: number, bottom: number) {
  const button = document.querySelector<HTMLElement>('[data-booking-button]');
  if (!button) throw new Error('no button');
  box(button, top, bottom, 200, 374);
  return button;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
let controller = new AbortController();

afterEach(() => {
  controller.abort();
  controller = new AbortController();
  document.body.innerHTML = '';
});

describe('bookingClearance', () => {
  it('stays in its corner when nothing is under it', async () => {
    document.body.innerHTML = '<main></main><footer><a href="/impressum">Impressum</a></footer><a data-booking-button href="#">Termin buchen</a>';
    const button = floatingButton(780, 828);
    box(document.querySelector('footer a')!, 2000, 2040);
    bookingClearance(document, CONFIG, controller.signal);
    await frame();
    expect(button.style.transform).toBe('');
    expect(button.style.visibility).toBe('');
  });

  it('finds the button when the page is parsed after the script ran', async () => {
    bookingClearance(document, CONFIG, controller.signal);
    document.body.innerHTML = '<div data-drawer></div><a data-booking-button href="#">Termin buchen</a>';
    const button = floatingButton(780, 828);
    box(document.querySelector('[data-drawer]')!, 700, 844);
    await frame();
    await frame();
    expect(button.style.transform).toBe('translateY(-136px)');
  });

  it('moves above a footer link and a form button under it', async () => {
    document.body.innerHTML =
      '<footer><a href="/a">A</a><a href="/b">B</a></footer><form><button>Senden</button></form><a data-booking-button href="#">Termin buchen</a>';
    const button = floatingButton(780, 828);
    const [a, b] = document.querySelectorAll('footer a');
    box(a!, 800, 830, 250, 330);
    box(b!, 750, 772, 250, 330);
    box(document.querySelector('form button')!, 690, 738, 16, 120);
    bookingClearance(document, CONFIG, controller.signal);
    await frame();
    // Above B (top 750) by the gap: bottom at 742, a lift of 86 px; the form button is further left.
    expect(button.style.transform).toBe('translateY(-86px)');
    expect(button.dataset.clearance).toBe('lifted');
  });

  it('hides over a full-screen drawer and comes back above a collapsed one', async () => {
    document.body.innerHTML = '<div data-drawer data-snap="full"></div><button data-booking-button type="button">Termin buchen</button>';
    const button = floatingButton(780, 828);
    const drawer = document.querySelector('[data-drawer]')!;
    box(drawer, 25, 844);
    bookingClearance(document, CONFIG, controller.signal);
    await frame();
    expect(button.style.visibility).toBe('hidden');

    box(drawer, 675, 844);
    drawer.setAttribute('data-snap', 'collapsed');
    await frame();
    await frame();
    expect(button.style.visibility).toBe('');
    expect(button.style.transform).toBe('translateY(-161px)');
  });

  it('steps over a control by at most maxLift, else waits hidden; screen-reader-only controls do not count', async () => {
    document.body.innerHTML = '<details><summary>Stelle</summary></details><form><button>sr</button></form><a data-booking-button href="#">Termin buchen</a>';
    const button = floatingButton(780, 828);
    const entry = document.querySelector('summary')!;
    box(document.querySelector('form button')!, 700, 701, 250, 251);
    // A list entry under the button: above its top (760) by the gap is a lift of 76 px.
    box(entry, 760, 840, 0, 390);
    bookingClearance(document, CONFIG, controller.signal);
    await frame();
    expect(button.style.transform).toBe('translateY(-76px)');

    // A tall entry (top 600) would need a lift of 236 px: the button waits hidden instead of wandering up.
    box(entry, 600, 840, 0, 390);
    window.dispatchEvent(new Event('scroll'));
    await frame();
    expect(button.style.visibility).toBe('hidden');
    expect(button.dataset.clearance).toBe('hidden');
  });
});
