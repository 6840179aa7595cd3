import { type Browser, expect, test } from '@playwright/test';
import { ownSite, withDemoSite } from './own-site';

/** Public pages are server-rendered HTML: with JavaScript off they still show and lead everywhere. */
async function withoutJavaScript(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport, locale: 'de-CH' });
  return { context, page: await context.newPage() };
}

test('without JavaScript on a phone, the header is one row that scrolls away and its menu opens from the summary', async ({ browser }) => {
  const { context, page } = await withoutJavaScript(browser, { width: 390, height: 844 });
  await page.goto('/de');
  // No style sheet inside <noscript> in the body (invalid HTML); the rules live in the public sheet.
  await expect(page.locator('body noscript style')).toHaveCount(0);
  const header = page.locator('[data-site-header]');
  expect((await header.boundingBox())?.height ?? 0).toBeLessThan(100);
  // The content is readable in the first screen: the heading and the text below it.
  await expect(page.getByRole('heading', { level: 1, name: 'Gut sehen, gut aussehen' })).toBeInViewport();
  const text = page.locator('[data-block="richTextBlock"]').first();
  await expect(text).toContainText('Augenprüfung in 30 Minuten');

  // The menu button would do nothing: the <details> summary opens the list, dropdown children included.
  await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeHidden();
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const summary = nav.locator('summary[aria-label="Menü"]');
  await expect(nav.getByRole('link', { name: 'Angebot', exact: true })).toBeHidden();
  await summary.click();
  for (const name of ['Startseite', 'Angebot', 'Service', 'Kontakt', 'Impressum', 'Datenschutz']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await summary.click();
  await expect(nav.getByRole('link', { name: 'Angebot', exact: true })).toBeHidden();
  // Nothing would move the booking button off a link: without JavaScript it is in the flow, after the footer.
  const booking = page.locator('[data-booking-button]');
  expect(await booking.evaluate((element) => getComputedStyle(element).position)).toBe('static');
  expect((await booking.boundingBox())?.y ?? 0).toBeGreaterThan((await page.locator('footer').boundingBox())?.y ?? Number.POSITIVE_INFINITY);

  // Scrolled down, nothing of the header stays over the content.
  await text.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 600));
  const top = await page.evaluate(() => {
    const hit = document.elementFromPoint(195, 20);
    return { inHeader: hit?.closest('[data-site-header]') !== null, scrolled: window.scrollY };
  });
  expect(top.scrolled).toBeGreaterThan(500);
  expect(top.inHeader).toBe(false);
  expect((await header.boundingBox())?.y ?? 0).toBeLessThan(-50);

  // Back up, the menu's links lead on.
  await page.evaluate(() => window.scrollTo(0, 0));
  await summary.click();
  await nav.getByRole('link', { name: 'Angebot', exact: true }).click();
  await expect(page).toHaveURL(/\/de\/angebot$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeInViewport();
  await context.close();
});

test('without JavaScript, a content-only page on a desktop shows its content; dropdown children open on hover and by keyboard', async ({ browser }) => {
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

test.describe('without JavaScript, the public forms post and come back', () => {
  // A demo site of their own: what these tests send stays out of the demo site's inbox.
  const site = ownSite('nojs-forms');
  withDemoSite(site);

  test('the contact form shows the errors beside the fields with the values kept, then its sent state', async ({ browser }) => {
    const { context, page } = await withoutJavaScript(browser, { width: 1280, height: 900 });
    await page.goto(`${site.origin}/de/kontakt`);
    const form = page.locator('[data-block="contactForm"] form');
    await form.getByRole('radio', { name: 'Frau' }).check();
    await form.getByLabel(/^Nachname/).fill('Muster');
    await form.getByLabel(/^PLZ/).fill('8400');
    await form.getByLabel(/^E-Mail/).fill('anna@example.ch');
    await form.getByLabel(/^Telefon/).fill('052 123 45 67');
    await form.getByRole('radio', { name: 'Nein' }).check();
    await form.getByRole('checkbox', { name: 'Brillenberatung', exact: true }).check();
    await form.getByLabel(/^Wunschdatum/).fill('2099-03-14');
    await form.getByLabel(/^Wunschzeit/).selectOption('10:30');
    await form.getByLabel(/^Fragen und Anmerkungen/).fill('Gleitsichtgläser, bitte.');
    await form.getByRole('button', { name: 'Anfrage senden' }).click();

    // Back on the page (no personal data in the URL), the first name flagged, the rest as typed.
    await expect(page).toHaveURL(/\/de\/kontakt\?form=[\w-]+#form-/);
    expect(page.url()).not.toContain('Muster');
    const firstName = form.getByLabel(/^Vorname/);
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Bitte geben Sie Ihren Vornamen ein.')).toBeVisible();
    await expect(form.getByLabel(/^Nachname/)).toHaveValue('Muster');
    await expect(form.getByRole('radio', { name: 'Frau' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Brillenberatung', exact: true })).toBeChecked();
    await expect(form.getByLabel(/^Wunschzeit/)).toHaveValue('10:30');
    await expect(form.getByLabel(/^Fragen und Anmerkungen/)).toHaveValue('Gleitsichtgläser, bitte.');

    await firstName.fill('Anna');
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page).toHaveURL(/\/de\/kontakt\?form=sent\./);
    await expect(form.getByRole('button', { name: 'Gesendet' })).toBeDisabled();
    await expect(form.getByRole('status')).toHaveText(/Ihre Anfrage ist bei uns eingegangen/);
    // The outcome is never cached: the page itself still offers an empty form.
    await page.goto(`${site.origin}/de/kontakt`);
    await expect(form.getByRole('button', { name: 'Anfrage senden' })).toBeEnabled();
    await expect(form.getByLabel(/^Nachname/)).toHaveValue('');
    await context.close();
  });

  test('the sponsor form asks for the names of the persons, keeps the choices, then books', async ({ browser }) => {
    const { context, page } = await withoutJavaScript(browser, { width: 1280, height: 900 });
    await page.goto(`${site.origin}/de/sponsoring`);
    const form = page.locator('[data-block="aspectSponsorForm"] form');
    await expect(form.getByRole('checkbox', { name: /Stehlunch \(2\. Slot\)/ })).toBeDisabled();
    await form.getByRole('checkbox', { name: /Stehlunch \(1\. Slot\)/ }).check();
    await form.getByLabel(/^Anzahl Personen$/).fill('2');
    await form.getByLabel(/^Firma/).fill('Linsen AG');
    await form.getByLabel(/^Kontaktperson/).fill('Petra Beispiel');
    await form.getByLabel(/^Telefon/).fill('044 000 00 00');
    await form.getByLabel(/^E-Mail/).fill('petra@linsen.ch');
    await form.getByRole('button', { name: 'Verbindlich buchen' }).click();

    const names = form.getByRole('textbox', { name: 'Namen der Personen', exact: true });
    await expect(names).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Bitte geben Sie die Namen der Personen ein.')).toBeVisible();
    await expect(form.getByRole('checkbox', { name: /Stehlunch \(1\. Slot\)/ })).toBeChecked();
    await expect(form.getByLabel(/^Anzahl Personen$/)).toHaveValue('2');
    await expect(form.getByLabel(/^Firma/)).toHaveValue('Linsen AG');

    await names.fill('Petra Beispiel\nMarc Muster');
    await form.getByRole('button', { name: 'Verbindlich buchen' }).click();
    await expect(page).toHaveURL(/\/de\/sponsoring\?form=sent\./);
    await expect(form.getByRole('button', { name: 'Gesendet' })).toBeDisabled();
    await expect(form.getByText(/Vielen Dank für Ihre Buchung/)).toBeVisible();
    await context.close();
  });
});
