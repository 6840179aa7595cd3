import { expect, test } from '@playwright/test';
import { ownSite, signInOn, withDemoSite } from './own-site';
import { typeOverAndSave } from './support';

/**
 * Publish checks and the one count of changes (issue 31): a button given a text but no link is
 * listed before publishing, "Zeigen" takes the owner to it, and publishing needs "Trotzdem
 * veröffentlichen"; the toolbar's badge and the dialog count the one added box alike.
 */
const site = ownSite('publish-checks-e2e');
// German only: a text typed in one language is not also a missing translation here.
withDemoSite(site, 'de');

test('a button without a link is listed before publishing, shown on request, and published only when confirmed', async ({ page }) => {
  test.setTimeout(60_000);
  await signInOn(page, site, '/de/edit/kontakt?toolbar=1');

  // One box added between the hero and the boxes below it (which move down one place).
  const heroId = await page.locator('section[data-block="hero"]').first().getAttribute('data-group-id');
  const added = page.waitForResponse((r) => r.url().endsWith('/api/v1/group/add') && r.ok());
  await page.locator(`[data-add-section-after="${heroId}"] button`).click({ force: true });
  await page
    .getByRole('dialog', { name: 'Box hinzufügen' })
    .getByRole('button', { name: /Mehrere Handlungsaufrufe/ })
    .click();
  const addedId = ((await (await added).json()) as { data: { groupId: string } }).data.groupId;

  // Its first button gets a text, no link.
  const box = page.locator(`[data-group-id="${addedId}"]`);
  const button = box.locator('[data-slot="button1"][contenteditable="true"]');
  await button.click();
  await typeOverAndSave(page, 'Termin buchen');

  // The badge and the dialog count the same: one new box.
  const publish = page.getByRole('button', { name: /^Veröffentlichen/ });
  await expect(publish.locator('[data-change-count]')).toHaveAttribute('data-change-count', '1');
  await page.evaluate(() => window.scrollTo(0, 0));
  await publish.click();
  const dialog = page.getByRole('alertdialog', { name: 'Seite veröffentlichen' });
  await expect(dialog.locator('[data-change-summary]')).toHaveAttribute('data-change-summary', '1');
  await expect(dialog.locator('[data-change-summary]')).toContainText('1 neue Box');

  // Listed with its box and the problem in the editor's language; publishing needs the confirmation.
  const entry = dialog.locator('[data-publish-check="buttonWithoutLink"]');
  await expect(entry).toContainText('Die Schaltfläche «Termin buchen» hat kein Ziel');
  await expect(entry).toContainText('Mehrere Handlungsaufrufe');
  await expect(dialog.getByRole('button', { name: 'Jetzt veröffentlichen' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Trotzdem veröffentlichen' })).toBeEnabled();

  // "Zeigen" closes the dialog and puts the owner on the button.
  await entry.getByRole('button', { name: /^Zeigen/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeInViewport();
  await expect(button).toBeFocused();

  // Published once confirmed, naming the confirmed warning — from a window too short for the
  // whole dialog: its list scrolls, its buttons stay in reach.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1366, height: 300 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await publish.click();
  await expect(dialog.locator('[data-publish-check="buttonWithoutLink"]')).toBeVisible();
  const dialogBody = dialog.locator('[data-dialog-body]');
  expect(await dialogBody.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Trotzdem veröffentlichen' })).toBeInViewport({ ratio: 1 });
  const published = page.waitForResponse((r) => r.url().endsWith('/api/v1/page/publish') && r.ok());
  await dialog.getByRole('button', { name: 'Trotzdem veröffentlichen' }).click();
  const body = (await published).request().postDataJSON() as { acknowledgedWarnings: string[] };
  expect(body.acknowledgedWarnings).toHaveLength(1);
  expect(body.acknowledgedWarnings[0]).toContain(addedId);
});
