import { expect, test } from '@playwright/test';
import { ownSite, signInOn, withDemoSite } from './own-site';

/**
 * The health-optics article box (issue 16) on the demo's block catalogue, fed by the offline seeded
 * magazine: visitors see the teasers; an editor pasting an unknown article's URL is told at once
 * and nothing is saved, a known one becomes a teaser.
 */
const MAGAZINE = 'https://magazin.gesundheitsoptik.example';

test('visitors see the seeded article teasers with a "Weiterlesen" link to each article', async ({ page }) => {
  await page.goto('/de/bausteine');
  const box = page.locator('section[data-block="healthOpticsArticles"]');
  await expect(box.getByRole('heading', { name: 'Aus dem Gesundheitsoptik-Magazin' })).toBeVisible();
  await expect(box.locator('[data-article]')).toHaveCount(3);
  await expect(box.getByRole('heading', { name: 'Trockene Augen im Winter: was wirklich hilft' })).toBeVisible();
  const link = box.getByRole('link', { name: /^Weiterlesen\s*: Kurzsichtigkeit bei Kindern früh bremsen/ });
  await expect(link).toHaveAttribute('href', `${MAGAZINE}/2025/02/kinder-kurzsichtigkeit-bremsen/`);
  await expect(link).toHaveAttribute('target', '_blank');
  // Visitors get no editor: no URL fields.
  await expect(box.locator('[data-article-url]')).toHaveCount(0);
});

const site = ownSite('articles-e2e');
withDemoSite(site);

test('an editor pasting an unknown article URL sees the not-found error; a known one becomes a teaser', async ({ page }) => {
  await signInOn(page, site, '/de/edit/bausteine?toolbar=1');
  const box = page.locator('section[data-block="healthOpticsArticles"]');
  const free = box.locator('[data-article-url="url4"]');
  const field = free.getByRole('textbox');
  await field.scrollIntoViewIfNeeded();

  const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/feeds/article') && r.status() === 404);
  await field.fill(`${MAGAZINE}/2025/01/gibt-es-nicht/`);
  await field.press('Enter');
  await refused;
  await expect(free.getByRole('alert')).toHaveText('Artikel mit dieser URL nicht gefunden');
  await expect(box.locator('[data-article]')).toHaveCount(3);

  const found = page.waitForResponse((r) => r.url().endsWith('/api/v1/feeds/article') && r.ok());
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/data') && r.ok());
  await field.fill(`${MAGAZINE}/2024/12/blaulicht-und-schlaf/`);
  await field.press('Enter');
  await found;
  await saved;
  await expect(box.locator('[data-article="104"]')).toBeVisible();
  await expect(box.getByRole('heading', { name: 'Blaulicht am Abend: schlecht für Augen und Schlaf?' })).toBeVisible();
  await expect(box.getByRole('alert')).toHaveCount(0);
});
