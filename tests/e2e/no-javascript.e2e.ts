import { type Browser, expect, test } from '@playwright/test';

/** Public pages are server-rendered HTML: with JavaScript off they still show and lead everywhere. */
async function withoutJavaScript(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport, locale: 'de-CH' });
  return { context, page: await context.newPage() };
}

test('without JavaScript, the home on a phone shows its content and every navigation link', async ({ browser }) => {
  const { context, page } = await withoutJavaScript(browser, { width: 390, height: 844 });
  await page.goto('/de');
  await expect(page.getByRole('heading', { level: 1, name: 'Gut sehen, gut aussehen' })).toBeVisible();
  await expect(page.locator('[data-block="richTextBlock"]')).toContainText('Augenprüfung in 30 Minuten');
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  // The menu button would do nothing: the list shows instead, dropdown children included.
  await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeHidden();
  for (const name of ['Startseite', 'Angebot', 'Service', 'Kontakt', 'Impressum', 'Datenschutz']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Angebot', exact: true }).click();
  await expect(page).toHaveURL(/\/de\/angebot$/);
  await context.close();
});

test('without JavaScript, a content-only page on a desktop shows its content; dropdown children open on hover and by keyboard', async ({
  browser,
}) => {
  const { context, page } = await withoutJavaScript(browser, { width: 1280, height: 900 });
  await page.goto('/de/impressum');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Impressum' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Kontakt' })).toBeVisible();
  const privacy = nav.getByRole('link', { name: 'Datenschutz' });
  await expect(privacy).toBeHidden();
  await nav.getByRole('button', { name: 'Rechtliches' }).hover();
  await expect(privacy).toBeVisible();
  await page.mouse.move(5, 800);
  await expect(privacy).toBeHidden();
  // Keyboard: focus on the item's button shows its children, the next Tab reaches the first one.
  await nav.getByRole('button', { name: 'Rechtliches' }).focus();
  await expect(privacy).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Impressum' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/impressum$/);
  await context.close();
});

test('without JavaScript, search leads to the search page, whose form submits by GET', async ({ browser }) => {
  const { context, page } = await withoutJavaScript(browser, { width: 1280, height: 900 });
  await page.goto('/de');
  await expect(page.getByRole('button', { name: 'Suche öffnen' })).toBeHidden();
  await page.getByRole('link', { name: 'Suche', exact: true }).click();
  await expect(page).toHaveURL(/\/de\/search$/);
  await page.getByRole('searchbox', { name: 'Suchbegriff' }).fill('Brille');
  await page.getByRole('main').getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/\/de\/search\?q=Brille$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Startseite' })).toBeVisible();
  await expect(page.getByRole('main').locator('mark').first()).toBeVisible();
  await context.close();
});

test('without JavaScript, the game start page says the game needs it', async ({ browser }) => {
  const { context, page } = await withoutJavaScript(browser, { width: 390, height: 844 });
  await page.goto('/de/game');
  await expect(page.getByRole('note')).toHaveText('Das Spiel braucht JavaScript. Bitte schalten Sie JavaScript in Ihrem Browser ein, um zu spielen.');
  await context.close();
});

test('without JavaScript, the booking container offers the booking page and the phone instead of an empty frame', async ({ browser }) => {
  const { context, page } = await withoutJavaScript(browser, { width: 1280, height: 900 });
  await page.goto('/de/bausteine');
  const embed = page.locator('[data-booking-embed="inline"]');
  await expect(embed.locator('iframe')).toBeHidden();
  await expect(embed.getByRole('link', { name: /Buchungsseite öffnen/ })).toBeVisible();
  await expect(embed.locator('a[href^="tel:"]:visible')).toHaveAttribute('href', /^tel:\+?\d+$/);
  await context.close();
});
