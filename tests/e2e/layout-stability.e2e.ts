import { type BrowserContext, expect, type Page, test } from '@playwright/test';

/**
 * Issue 33, items 7 and 10, over every page of the demo's sitemap:
 * - nothing moves once the page is shown: the layout shift of the load (islands hydrating, images,
 *   fonts) stays ≤ 0.05 on a phone and a laptop, as Lighthouse counts it (shifts without input);
 * - on a 390 px phone, nothing floating (the booking button, the announcement bubble) lies over a
 *   link, button, field or list entry at any scroll position.
 */

const MAX_SHIFT = 0.05;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LAPTOP = { viewport: { width: 1366, height: 900 } };

/** Sums the layout shifts without recent input from the first paint on (the page's own CLS, uncapped by windows). */
function observeShifts(): void {
  const shifts: { value: number; sources: string[] }[] = [];
  Object.assign(window, { __layoutShifts: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map((source) =>
        source.node instanceof Element ? source.node.outerHTML.slice(0, 90) : String(source.node?.nodeName),
      );
      shifts.push({ value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function sitemapPaths(context: BrowserContext): Promise<string[]> {
  const xml = await (await context.request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  expect(paths.length).toBeGreaterThan(20);
  return paths;
}

/**
 * Loads a page and waits until its islands have loaded and hydrated (the network is quiet). On the
 * phone the CPU runs 4× slower, as in Lighthouse's mobile run: islands then hydrate after the first
 * paint, where a control they add moves what is below it (the marketplace's 0.145 of the issue).
 */
async function load(page: Page, path: string, cpuSlowdown: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
}

async function shiftOf(page: Page, label: string): Promise<string[]> {
  const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] }).__layoutShifts);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  if (total <= MAX_SHIFT) return [];
  return [`${label}: layout shift ${total.toFixed(3)} — ${JSON.stringify(shifts.flatMap((shift) => shift.sources).slice(0, 3))}`];
}

/**
 * Scrolls the page from top to bottom in steps and, at each stop, lists the tap targets a visible
 * floating element lies over. Transitions are off (the booking button's move would otherwise be
 * caught half-way): this checks where things end up, at every position.
 */
async function coveredWhileScrolling(page: Page, label: string): Promise<string[]> {
  await page.addStyleTag({ content: '*,*::before,*::after{transition:none!important;animation:none!important}' });
  const found = await page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const targets = [...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]')];
    const floating = [...document.body.querySelectorAll('*')].filter((element) => {
      const style = getComputedStyle(element);
      // The header is sticky by design (content scrolls under it, reachable above); dialogs are modal.
      return style.position === 'fixed' && style.pointerEvents !== 'none' && !element.closest('header, dialog');
    });
    const hits = new Set<string>();
    const nameOf = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    for (let y = 0; y <= document.documentElement.scrollHeight - innerHeight + 100; y += 100) {
      window.scrollTo(0, y);
      await frames();
      for (const cover of floating) {
        if (!cover.checkVisibility({ visibilityProperty: true })) continue;
        const a = cover.getBoundingClientRect();
        for (const target of targets) {
          if (cover.contains(target) || target.contains(cover)) continue;
          const b = target.getBoundingClientRect();
          // Screen-reader-only controls and what is off screen are under no finger.
          if (b.width <= 2 || b.height <= 2 || b.bottom <= 0 || b.top >= innerHeight) continue;
          if (!target.checkVisibility({ visibilityProperty: true })) continue;
          const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
          if (overlap) hits.add(`${cover.hasAttribute('data-booking-button') ? 'booking button' : nameOf(cover)} over "${nameOf(target)}" at ${y}px`);
        }
      }
    }
    return [...hits];
  });
  return found.map((hit) => `${label}: ${hit}`);
}

test('no page of the sitemap shifts its layout while loading, on a phone and a laptop, and nothing floating covers a tap target on a phone', async ({
  browser,
}) => {
  // ~40 pages, loaded once per width, the phone's scrolled through: about two minutes here.
  test.setTimeout(300_000);
  const problems: string[] = [];
  for (const [name, device] of [
    ['390px', PHONE],
    ['1366px', LAPTOP],
  ] as const) {
    const context = await browser.newContext({ ...device, locale: 'de-CH' });
    await context.addInitScript(observeShifts);
    const page = await context.newPage();
    try {
      for (const path of await sitemapPaths(context)) {
        const label = `${name} ${path}`;
        try {
          await load(page, path, device === PHONE ? 4 : 1);
          problems.push(...(await shiftOf(page, label)));
          // The French pages have the German ones' layout: scrolled through in German (and the French home).
          if (device === PHONE && (!path.startsWith('/fr') || path === '/fr')) problems.push(...(await coveredWhileScrolling(page, label)));
        } catch (error) {
          problems.push(`${label}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        }
      }
    } finally {
      await context.close();
    }
  }
  expect(problems).toEqual([]);
});
