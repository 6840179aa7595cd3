import AxeBuilder from '@axe-core/playwright';
import { type Page, type Route, expect, test } from '@playwright/test';
import { BOOKING_WIDGET_TIMEOUT_MS } from '../../src/shared/booking/booking-provider';

/**
 * The booking widget (a third party) inline in the demo's catalogue page (booking container) and in
 * the floating button's modal. When it cannot load — blocked by a filter, the visitor offline, the
 * provider not answering — both show the same fallback instead of a broken frame: the booking page
 * in a new tab and the phone of the demo's first active branch ("Optik Muster", 052 123 45 67).
 */

const PROVIDER = /connect\.shore\.com/;
const CATALOGUE = '/de/bausteine';
/** The fallback must be there within the widget's timeout (plus rendering). */
const WITHIN_TIMEOUT = { timeout: BOOKING_WIDGET_TIMEOUT_MS + 5000 };

const container = (page: Page) => page.locator('section[data-block="bookingContainer"]');

async function expectFallback(scope: ReturnType<Page['locator']>) {
  const bookingPage = scope.getByRole('link', { name: /Buchungsseite öffnen/ });
  await expect(bookingPage).toBeVisible(WITHIN_TIMEOUT);
  await expect(bookingPage).toHaveAttribute('href', /^https:\/\/connect\.shore\.com\/widget\/optik-muster\?locale=de&layout=default/);
  await expect(bookingPage).toHaveAttribute('target', '_blank');
  await expect(scope.getByText('Die Online-Terminbuchung kann gerade nicht geladen werden.')).toBeVisible();
  await expect(scope.getByText('Oder rufen Sie Optik Muster an:')).toBeVisible();
  await expect(scope.getByRole('link', { name: '052 123 45 67' })).toHaveAttribute('href', 'tel:0521234567');
  // No broken frame beside it.
  await expect(scope.locator('iframe')).toBeHidden();
}

async function openModal(page: Page) {
  await page.getByRole('button', { name: 'Termin buchen' }).click();
  const modal = page.getByRole('dialog', { name: 'Termin buchen' });
  await expect(modal).toBeVisible();
  return modal;
}

async function expectNoSeriousIssues(page: Page) {
  const results = await new AxeBuilder({ page }).include('section[data-block="bookingContainer"]').include('#booking-dialog').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('with the widget blocked, the booking container and the modal show the booking page and the branch phone', async ({ page }) => {
  await page.route(PROVIDER, (route) => route.abort('blockedbyclient'));
  await page.goto(CATALOGUE);
  await container(page).scrollIntoViewIfNeeded();
  await expectFallback(container(page));

  const modal = await openModal(page);
  await expectFallback(modal);
  await expectNoSeriousIssues(page);
  // The keyboard still closes it, and focus returns to the button.
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Termin buchen' })).toBeFocused();
});

test('with the visitor offline, the widget falls back the same way', async ({ page, context }) => {
  await page.goto(CATALOGUE);
  // Offline only after the page itself arrived; the widgets start when seen or opened.
  await context.setOffline(true);
  try {
    await container(page).scrollIntoViewIfNeeded();
    await expectFallback(container(page));
    await expectFallback(await openModal(page));
  } finally {
    await context.setOffline(false);
  }
});

test('a provider that never answers is given up after the timeout', async ({ page }) => {
  const pending: Route[] = [];
  await page.route(PROVIDER, (route) => {
    pending.push(route);
  });
  await page.goto(CATALOGUE);
  await container(page).scrollIntoViewIfNeeded();
  const embed = container(page).locator('[data-booking-embed]');
  await expect(embed).toHaveAttribute('data-booking-state', 'loading');
  await expect(container(page).getByText('Terminbuchung wird geladen …')).toBeVisible();
  await expectFallback(container(page));
  for (const route of pending) await route.abort().catch(() => {});
});

test('a widget that answers is shown inline, with the provider parameters, and no fallback', async ({ page }) => {
  // A local stand-in for the provider's widget page.
  await page.route(PROVIDER, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Widget</title><p>Freie Termine</p>' }));
  await page.goto(CATALOGUE);
  await container(page).scrollIntoViewIfNeeded();
  const frame = container(page).locator('iframe');
  await expect(frame).toBeVisible(WITHIN_TIMEOUT);
  await expect(frame).toHaveAttribute('src', /\/widget\/optik-muster\?locale=de&layout=inline&select_location=false&theme_color=%23[0-9a-f]{6}$/i);
  await expect(frame).toHaveAccessibleName('Online-Terminbuchung');
  await expect(container(page).locator('[data-booking-embed]')).toHaveAttribute('data-booking-state', 'ready');
  await expect(page.frameLocator('section[data-block="bookingContainer"] iframe').getByText('Freie Termine')).toBeVisible();
  await expect(container(page).getByRole('link', { name: /Buchungsseite öffnen/ })).toBeHidden();

  const modal = await openModal(page);
  await expect(modal.locator('iframe')).toBeVisible(WITHIN_TIMEOUT);
  await expect(modal.getByRole('link', { name: /Buchungsseite öffnen/ })).toBeHidden();
  await modal.getByRole('button', { name: 'Schliessen' }).click();
  await expect(modal).toHaveCount(0);
});
