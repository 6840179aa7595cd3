import { expect, test } from '@playwright/test';
import { ownSite, signInOn, withDemoSite } from './own-site';

// A demo of its own: what earlier tests uploaded or changed on the shared demo plays no part.
const site = ownSite('slot-controls-e2e');
withDemoSite(site);

/**
 * Every editor control of every block is reachable with the pointer (issue 14): on the catalogue
 * page, each media button opens the media library and each link button its link editor — none is
 * covered by a block's colour overlay or a neighbouring tile.
 */
test('every slot control on the catalogue page opens its dialog when clicked', async ({ page }) => {
  test.setTimeout(240_000);
  await signInOn(page, site, '/de/edit/bausteine?toolbar=1');
  const main = page.locator('main');
  const media = main.getByRole('button', { name: /^(Bild|Video) (wählen|ändern)$/ });
  const links = main.getByRole('button', { name: 'Link bearbeiten' });
  const mediaCount = await media.count();
  const linkCount = await links.count();
  expect(mediaCount).toBeGreaterThan(20);
  expect(linkCount).toBeGreaterThan(5);

  const blocked: string[] = [];
  // Which block the control belongs to, for the failure message (a dialog left open is closed first).
  const where = async (control: ReturnType<typeof media.nth>) => {
    await page.keyboard.press('Escape');
    return control.evaluate((node) => node.closest('section[data-block]')?.getAttribute('data-block') ?? '?', undefined, { timeout: 2_000 }).catch(() => '?');
  };

  for (let i = 0; i < mediaCount; i += 1) {
    const control = media.nth(i);
    await control.scrollIntoViewIfNeeded();
    try {
      await control.click({ timeout: 2_000 });
    } catch {
      blocked.push(await where(control));
      continue;
    }
    const library = page.getByRole('dialog', { name: 'Mediathek' });
    await expect(library).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(library).toBeHidden();
  }
  for (let i = 0; i < linkCount; i += 1) {
    const control = links.nth(i);
    await control.scrollIntoViewIfNeeded();
    await control.hover().catch(() => undefined);
    try {
      await control.click({ timeout: 2_000 });
    } catch {
      blocked.push(await where(control));
      continue;
    }
    const editor = page.getByRole('dialog').filter({ has: page.getByRole('group', { name: 'Linkart' }) });
    await expect(editor).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();
  }
  expect(blocked).toEqual([]);
});
