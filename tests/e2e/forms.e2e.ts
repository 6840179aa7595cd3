import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type Page, type Response, expect, test } from '@playwright/test';
import { signIn, toolbarEntry } from './support';

// The demo's contact page carries a contactForm, its sponsoring page an aspectSponsorForm with the
// second standing lunch flagged as booked. Serial: the inbox test reads what the others sent.
test.describe.configure({ mode: 'serial' });

const CONTACT = '/de/kontakt';
const SPONSORING = '/de/sponsoring';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Hydration mismatches show up as console errors; the forms must hydrate cleanly. */
function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/hydrat/i.test(error.message)) errors.push(error.message);
  });
  return errors;
}

/** A date a week ahead, as a date input takes it. */
function nextWeek(): string {
  return new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

test('the contact form shows a message beside an invalid field and has no serious accessibility issues', async ({ page }) => {
  const hydration = collectHydrationErrors(page);
  await page.goto(CONTACT);
  const form = page.locator('[data-block="contactForm"] form');
  await expect(page.getByRole('heading', { level: 2, name: 'Termin anfragen' })).toBeVisible();
  // The demo switches one theme off.
  await expect(form.getByRole('checkbox', { name: 'Brillenberatung', exact: true })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Frequentlens Direct' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByLabel(/^E-Mail/).fill('keine-adresse');
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  const email = form.getByLabel(/^E-Mail/);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const errorId = await email.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  await expect(page.locator(`[id="${errorId}"]`)).toHaveAttribute('role', 'alert');
  await expect(form.getByText('Bitte geben Sie Ihren Vornamen ein.')).toBeVisible();
  // Focus lands on the first invalid field.
  await expect(form.getByRole('radio', { name: 'Frau' })).toBeFocused();
  // The honeypot is out of sight and out of the tab order.
  await expect(form.locator('input[name="website"]')).toHaveAttribute('tabindex', '-1');
  expect(await seriousViolations(page)).toEqual([]);
  expect(hydration).toEqual([]);
});

test('only pages with a form load the form code', async ({ page }) => {
  // A string of the forms' shared submit helper marks their chunk.
  const formScripts = async (path: string, form?: string) => {
    const bodies: Promise<string>[] = [];
    const listener = (response: Response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
    };
    page.on('response', listener);
    await page.goto(path);
    // Islands wake near the viewport: a form further down loads its code when scrolled to.
    if (form) await page.locator(form).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    page.off('response', listener);
    return (await Promise.all(bodies)).filter((body) => body.includes('Form submit failed')).length;
  };
  expect(await formScripts('/de')).toBe(0);
  expect(await formScripts(CONTACT, '[data-block="contactForm"] form')).toBeGreaterThan(0);
});

test('a visitor sends the contact form and sees it sent', async ({ page }) => {
  await page.goto(CONTACT);
  const form = page.locator('[data-block="contactForm"] form');
  await form.getByRole('radio', { name: 'Frau' }).check();
  await form.getByLabel(/^Vorname/).fill('Anna');
  await form.getByLabel(/^Nachname/).fill('Muster');
  await form.getByLabel(/^PLZ/).fill('8400');
  await form.getByLabel(/^Ort/).fill('Winterthur');
  await form.getByLabel(/^E-Mail/).fill('anna@example.ch');
  await form.getByLabel(/^Telefon/).fill('052 123 45 67');
  await form.getByRole('radio', { name: 'Nein' }).check();
  await form.getByRole('checkbox', { name: 'Brillenberatung', exact: true }).check();
  await form.getByLabel(/^Wunschdatum/).fill(nextWeek());
  await form.getByLabel(/^Wunschzeit/).selectOption('10:30');
  await form.getByLabel(/^Fragen und Anmerkungen/).fill('Ich hätte gern eine Beratung für Gleitsichtgläser.');

  const posted = page.waitForResponse((r) => r.url().endsWith('/api/v1/contact') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  expect((await posted).status()).toBe(201);
  await expect(form.getByRole('button', { name: 'Gesendet' })).toBeDisabled();
  await expect(form.getByRole('status')).toHaveText(/Ihre Anfrage ist bei uns eingegangen/);
  await expect(form.getByLabel(/^Vorname/)).toHaveValue('');
  // Spec §4.1: the contact form stays sent.
  await page.waitForTimeout(3500);
  await expect(form.getByRole('button', { name: 'Gesendet' })).toBeDisabled();
});

test('the sponsor form adds up the options in CHF, keeps a booked option disabled and sends', async ({ page }) => {
  const hydration = collectHydrationErrors(page);
  await page.goto(SPONSORING);
  const form = page.locator('[data-block="aspectSponsorForm"] form');
  const booked = form.getByRole('checkbox', { name: /Stehlunch \(2\. Slot\)/ });
  await expect(booked).toBeDisabled();
  await expect(form.locator('[data-option="stehlunch2"]')).toContainText('Ausgebucht');
  await expect(form.getByRole('checkbox', { name: /Stehlunch \(1\. Slot\)/ })).toBeEnabled();

  const total = form.locator('output');
  await expect(total).toHaveText('CHF 0');
  // Whatever apostrophe this browser's de-CH formatting uses, the page must use the same one.
  const amount = await page.evaluate(() => new Intl.NumberFormat('de-CH', { maximumFractionDigits: 0 }).format(29000));
  expect(amount).toMatch(/^29['’]000$/);
  // A tick given before the form's island hydrated is not counted: tick again until it is.
  const mainSponsor = form.getByRole('checkbox', { name: /Hauptsponsor/ });
  await expect(async () => {
    await mainSponsor.setChecked(false);
    await mainSponsor.check();
    await expect(total).toHaveText(`CHF ${amount}`, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await form.getByLabel(/^Anzahl Personen$/).fill('2');
  await expect(form.getByRole('textbox', { name: 'Namen der Personen', exact: true })).toBeVisible();
  const withPersons = await page.evaluate(() => new Intl.NumberFormat('de-CH', { maximumFractionDigits: 0 }).format(29600));
  await expect(total).toHaveText(`CHF ${withPersons}`);
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByRole('textbox', { name: 'Namen der Personen', exact: true }).fill('Petra Beispiel\nMarc Muster');
  await form.getByLabel(/^Firma/).fill('Linsen AG');
  await form.getByLabel(/^Kontaktperson/).fill('Petra Beispiel');
  await form.getByLabel(/^Telefon/).fill('044 000 00 00');
  await form.getByLabel(/^E-Mail/).fill('petra@linsen.ch');
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/v1/aspectSponsorForm') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Verbindlich buchen' }).click();
  expect((await posted).status()).toBe(201);
  await expect(form.getByRole('button', { name: 'Gesendet' })).toBeDisabled();
  await expect(total).toHaveText('CHF 0');
  // Back to idle after 2 s, ready for the next booking.
  await expect(form.getByRole('button', { name: 'Verbindlich buchen' })).toBeEnabled({ timeout: 5000 });
  expect(hydration).toEqual([]);
});

test('the owner finds both requests in the inbox and downloads them as CSV', async ({ page }) => {
  await signIn(page, '/de/edit/kontakt?toolbar=1');
  const entry = await toolbarEntry(page, 'Anfragen');
  // Focus returns to what opened the inbox: its button, or "Mehr" when the bar had no room for it.
  const opener = (await entry.getAttribute('role')) === 'menuitem' ? page.getByRole('button', { name: 'Mehr', exact: true }) : entry;
  await entry.click();
  const dialog = page.getByRole('dialog', { name: 'Anfragen' });
  await expect(dialog).toBeVisible();
  const cards = dialog.locator('[data-submission]');
  await expect(cards).toHaveCount(2);
  // Newest first: the sponsor booking came after the contact request.
  await expect(cards.nth(0)).toContainText('Sponsoring');
  await expect(cards.nth(0)).toContainText('petra@linsen.ch');
  await expect(cards.nth(1)).toContainText('Kontakt');
  await expect(cards.nth(1)).toContainText('Anna Muster');
  await expect(cards.nth(1).locator('[data-mail-status]').first()).toBeVisible();
  await cards.nth(1).getByText('Angaben anzeigen').click();
  await expect(cards.nth(1).locator('dl')).toContainText('Gleitsichtgläser');
  expect(await seriousViolations(page)).toEqual([]);

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'CSV exportieren' }).click();
  const download = await downloading;
  const path = await download.path();
  const csv = await readFile(path, 'utf8');
  expect(csv).toContain('anna@example.ch');
  expect(csv).toContain('petra@linsen.ch');

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});
