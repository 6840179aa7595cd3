import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page, expect, test } from '@playwright/test';
import { ownSite, signInOn, withDemoSite } from './own-site';

/**
 * The editing toolbar fits (issue 31): at laptop widths and on a phone, on a page with nothing to
 * publish and on a draft page while other pages and the navigation wait too, in German and French.
 * What does not fit is in "Mehr"; publish and close stay visible and clickable; nothing overlaps.
 */
const site = ownSite('toolbar-e2e');
withDemoSite(site);
test.describe.configure({ mode: 'serial' });

const LAPTOPS = [1280, 1366, 1440].map((width) => ({ width, height: 900 }));
const PHONE = { width: 390, height: 844 };
const TEXTS = {
  de: { close: 'Werkzeugleiste schliessen', publish: /^Veröffentlichen/, clean: 'Alles veröffentlicht', more: 'Mehr', loading: 'Status wird geladen …' },
  fr: { close: 'Fermer la barre d’outils', publish: /^Publier/, clean: 'Tout est publié', more: 'Plus', loading: 'Chargement du statut …' },
} as const;
type Language = keyof typeof TEXTS;

const bar = (page: Page) => page.locator('[data-toolbar-state="open"]');

/** The boxes the bar shows, each as wide as its content (a box squeezed narrower than what it draws counts what it draws). */
function shownBoxes(element: Locator) {
  return element.evaluate((root) => {
    const boxes: { name: string; left: number; right: number }[] = [];
    const visit = (node: Element) => {
      for (const child of node.children) {
        const style = getComputedStyle(child);
        if (style.display === 'contents') {
          visit(child);
          continue;
        }
        if (style.display === 'none' || style.visibility === 'hidden' || style.position === 'absolute' || style.position === 'fixed') continue;
        const rect = child.getBoundingClientRect();
        if (rect.width === 0) continue;
        const name = (child.getAttribute('aria-label') ?? child.textContent ?? '').trim().slice(0, 40);
        boxes.push({ name, left: rect.left, right: rect.left + Math.max(rect.width, (child as HTMLElement).scrollWidth) });
      }
    };
    visit(root);
    return { boxes, scroll: root.scrollWidth, client: root.clientWidth, left: root.getBoundingClientRect().left, right: root.getBoundingClientRect().right };
  });
}

/** `clean`: nothing to publish; `draft`: a draft page to publish; null: either (what earlier tests left). */
async function expectFits(page: Page, language: Language, expected: 'clean' | 'draft' | null, where: string) {
  const texts = TEXTS[language];
  const toolbar = bar(page);
  // The page status is the last part of the bar to fill in.
  await expect(toolbar.getByRole('status', { name: texts.loading })).toHaveCount(0);
  await expect
    .poll(
      async () => {
        const { boxes, scroll, client, left, right } = await shownBoxes(toolbar);
        const problems: string[] = [];
        if (scroll > client) problems.push(`bar content ${scroll} px in ${client} px`);
        const viewport = page.viewportSize();
        if (viewport && (left < 0 || right > viewport.width)) problems.push(`bar at ${left}–${right} in ${viewport.width} px`);
        for (const [index, box] of boxes.entries()) {
          const next = boxes[index + 1];
          if (next && box.right > next.left + 0.5) problems.push(`«${box.name}» drawn over «${next.name}»`);
        }
        return problems;
      },
      { message: where },
    )
    .toEqual([]);
  const close = toolbar.getByRole('button', { name: texts.close, exact: true });
  await expect(close).toBeInViewport({ ratio: 1 });
  await close.click({ trial: true });
  if (expected === 'draft') {
    const publish = toolbar.getByRole('button', { name: texts.publish });
    await expect(publish).toBeInViewport({ ratio: 1 });
    await publish.click({ trial: true });
    // On a laptop the draft chip is in the bar, beside the logo, not over it (on a phone it is in "Mehr").
    if ((page.viewportSize()?.width ?? 0) >= 1280)
      await expect(toolbar.getByText(language === 'de' ? 'Entwurf' : 'Brouillon', { exact: true })).toBeInViewport({ ratio: 1 });
  } else if (expected === 'clean') {
    await expect(toolbar.getByText(texts.clean)).toBeInViewport({ ratio: 1 });
  }
}

/** A call to the site's API from the page (its session and origin; Node cannot resolve the site's `.localhost` host). */
async function api<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { ok: response.ok, json: (await response.json()) as { data: unknown } };
    },
    { method, path, body },
  );
  expect(answer.ok, `${method} ${path}`).toBe(true);
  return answer.json.data as T;
}

/** A draft page with another draft page and a navigation change waiting besides: the widest bar. */
async function draftPageWithSiteDrafts(page: Page): Promise<string> {
  const add = async (name: string) =>
    (await api<{ page: { id: string } }>(page, 'POST', '/page/add', { collection: null, lang: 'de', name, slug: `${name.toLowerCase()}-${Date.now()}` })).page
      .id;
  const id = await add('Angebot');
  const other = await add('Werkstatt');
  const { navigation } = await api<{ navigation: { containers: { children: unknown[] }[] } }>(page, 'GET', '/navigation?includeDrafts=true');
  navigation.containers[0]?.children.push({ id: `item-${Date.now()}`, pageId: other, appearance: 'default' });
  await api(page, 'POST', '/navigation', { navigation });
  return `/de/edit/${id}?toolbar=1`;
}

const setEditorLanguage = (page: Page, language: Language) => api(page, 'PUT', '/me/preferences', { editorLanguage: language });

test('the open toolbar fits at 1280, 1366 and 1440 px and on a phone, clean and on a draft page, in German and French', async ({ page }) => {
  // Two pages × two languages × four widths, each waiting for the bar to settle: near 40 s when the machine is busy.
  test.setTimeout(90_000);
  await signInOn(page, site, '/de/edit?toolbar=1');
  const check = async (path: string, kind: 'clean' | 'draft') => {
    for (const language of ['de', 'fr'] as const) {
      await setEditorLanguage(page, language);
      await page.goto(`${site.origin}${path}`);
      for (const viewport of [...LAPTOPS, PHONE]) {
        await page.setViewportSize(viewport);
        await expectFits(page, language, kind, `${language} ${kind} ${viewport.width} px`);
      }
    }
  };
  try {
    await check('/de/edit?toolbar=1', 'clean');
    await check(await draftPageWithSiteDrafts(page), 'draft');
  } finally {
    await setEditorLanguage(page, 'de');
  }
});

test('what does not fit is in the "Mehr" menu, which the keyboard works and axe finds no serious issue in', async ({ page }) => {
  await signInOn(page, site, '/de/edit?toolbar=1');
  await page.setViewportSize(PHONE);
  const toolbar = bar(page);
  await expect(toolbar.getByRole('status', { name: TEXTS.de.loading })).toHaveCount(0);
  // On a phone the versions button is in the menu; from the keyboard: open, find, choose.
  await expect(toolbar.getByRole('button', { name: 'Versionen', exact: true })).toBeHidden();
  const more = toolbar.getByRole('button', { name: 'Mehr', exact: true });
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Mehr' });
  // The menu fits the phone too: long entries wrap.
  await expect(menu).toBeInViewport({ ratio: 1 });
  const serious = (await new AxeBuilder({ page }).include('[role="menu"]').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // The content language's choices, the current one checked, set apart from the editor language's.
  await expect(menu.getByRole('group', { name: 'Sprache der Seite' }).getByRole('menuitemradio', { name: 'DE', exact: true })).toBeChecked();
  await expect(menu.getByRole('group', { name: 'Sprache des Editors' }).getByRole('menuitemradio', { name: 'Deutsch' })).toBeChecked();
  await expect(menu.getByRole('menuitem', { name: 'Abmelden' })).toBeVisible();

  await menu.getByRole('menuitem', { name: 'Versionen' }).focus();
  await page.keyboard.press('Enter');
  const versions = page.getByRole('dialog', { name: 'Versionen' });
  await expect(versions).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(versions).toHaveCount(0);
  // Focus goes back to the menu's button, where the entry was.
  await expect(more).toBeFocused();

  await more.click();
  await page.getByRole('menu', { name: 'Mehr' }).getByRole('menuitem', { name: 'Anfragen' }).click();
  await expect(page.getByRole('dialog', { name: 'Anfragen' })).toBeVisible();
});

test('on a phone, section controls and the plus cover no content until their section is tapped', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'de-CH' });
  const page = await context.newPage();
  await signInOn(page, site, '/de/edit?toolbar=1');
  await expectFits(page, 'de', null, 'phone with touch');
  /** The editing controls a tap at their centre would reach (none: the tap reaches the page's content). */
  const tappable = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-section-chrome] [role="toolbar"], [data-add-section] button')].flatMap((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.bottom < 0 || box.top > window.innerHeight) return [];
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit && control.contains(hit) ? [control.getAttribute('aria-label') ?? ''] : [];
      }),
    );
  await expect.poll(tappable).toEqual([]);

  // A tap on the hero selects it: now its controls and the plus below it answer taps.
  const hero = page.locator('[data-section-chrome]').filter({ has: page.locator('section[data-block="hero"]') });
  await hero.tap({ position: { x: 20, y: 200 } });
  await expect(hero).toHaveAttribute('data-active', '');
  const controls = hero.getByRole('toolbar', { name: 'Optionen' });
  await expect(controls).toBeVisible();
  await controls.getByRole('button', { name: 'Nach unten verschieben' }).click({ trial: true });
  await hero.locator('[data-add-section] button').click({ trial: true });
  // The plus at the top of the page shows with the first section too.
  await page.locator('[data-add-section-after="top"] button').click({ trial: true });

  // The closed bar fits too.
  await page.getByRole('button', { name: 'Werkzeugleiste schliessen' }).click();
  const closed = page.locator('[data-toolbar-state="closed"]');
  await expect(closed.getByRole('button', { name: /Bearbeiten/ })).toBeInViewport({ ratio: 1 });
  expect(await closed.evaluate((bar) => bar.scrollWidth - bar.clientWidth)).toBeLessThanOrEqual(0);
  await context.close();
});
