import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { nextSave, signIn, typeOverAndSave } from './support';

// The demo's contact page: changed here, so the visitor tests on the home page stay independent.
const LIVE = '/de/kontakt';
const EDIT = '/de/edit/kontakt';

test.describe.configure({ mode: 'serial' });

test('an editor changes a page in place, and visitors see it only after publishing', async ({ page, browser }) => {
  await signIn(page, EDIT);
  await page.keyboard.press('Control+e');
  await expect(page).toHaveURL(/toolbar=1/);

  // Inline text: the hero title (editable once the toolbar state has reached it).
  const title = page.locator('[data-block="hero"] h1');
  await expect(title).toHaveAttribute('contenteditable', 'true');
  await title.click();
  await typeOverAndSave(page, 'Klar sehen in Winterthur');

  // Rich text: bold and a link on the first words of the opening-hours text.
  const paragraph = page.locator('[data-block="richTextBlock"] .ProseMirror p').first();
  await paragraph.click();
  await page.keyboard.press('Home');
  for (let i = 0; i < 7; i += 1) await page.keyboard.press('Shift+ArrowRight');
  await page.getByRole('button', { name: 'Fett' }).click();
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await page.getByPlaceholder('https://beispiel.ch').fill('https://optik-muster.ch/termine');
  // Saved once focus leaves the editor and its bubble: applying the link closes the bubble.
  const richSaved = nextSave(page);
  await page.getByRole('button', { name: 'Übernehmen' }).click();
  await page
    .locator('header')
    .first()
    .click({ position: { x: 5, y: 5 } });
  await richSaved;

  // Add a section between the hero and the opening hours.
  const heroSection = page.locator('section[data-block="hero"]');
  const heroId = await heroSection.getAttribute('data-group-id');
  const added = page.waitForResponse((r) => r.url().endsWith('/api/v1/group/add') && r.ok());
  await page.locator(`[data-add-section-after="${heroId}"] button`).click({ force: true });
  const dialog = page.getByRole('dialog', { name: 'Box hinzufügen' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('teamDetails')).toHaveCount(0);
  await dialog.getByRole('button', { name: /Abstand/ }).click();
  await added;
  const types = () => page.locator('section[data-block]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-block')));
  await expect.poll(types).toEqual(['hero', 'spacer', 'richTextBlock', 'cta', 'contactForm']);

  // An option: centre the hero.
  await heroSection.hover();
  await page.getByRole('button', { name: 'Optionen' }).first().click();
  const optionSaved = nextSave(page);
  await page.getByRole('radio', { name: 'Mitte' }).first().click();
  await optionSaved;

  // Reload: the draft is kept.
  await page.reload();
  await expect(page.locator('[data-block="hero"] h1')).toHaveText('Klar sehen in Winterthur');
  await expect(page.locator('[data-block="richTextBlock"] strong').first()).toBeVisible();

  // A visitor still sees the published page.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(LIVE);
  await expect(visitorPage.locator('h1')).toHaveText('Wir sind für Sie da');
  await expect(visitorPage.locator('section[data-block]')).toHaveCount(4);

  // Publish (the toolbar stayed open across the reload: its state is in the URL).
  await expect(page).toHaveURL(/toolbar=1/);
  // The badge and the dialog count alike, and name what they count: the spacer moved the boxes
  // below it down one place, which is no change of theirs.
  await expect(page.locator('[data-change-count]')).toHaveAttribute('data-change-count', '3');
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  const publishDialog = page.getByRole('alertdialog');
  await expect(publishDialog.locator('[data-change-summary="3"]')).toContainText('1 neue Box, 2 geänderte Boxen');
  const published = page.waitForResponse((r) => r.url().endsWith('/api/v1/page/publish') && r.ok());
  await publishDialog.getByRole('button', { name: /^(Jetzt|Trotzdem) veröffentlichen$/ }).click();
  await published;

  await visitorPage.goto(LIVE);
  await expect(visitorPage.locator('h1')).toHaveText('Klar sehen in Winterthur');
  await expect(visitorPage.locator('section[data-block]')).toHaveCount(5);
  const link = visitorPage.locator('[data-block="richTextBlock"] a[href="https://optik-muster.ch/termine"]');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link.locator('strong')).toHaveCount(1);
  await visitor.close();
});

test('reverting discards the unpublished changes', async ({ page, browser }) => {
  await signIn(page, `${EDIT}?toolbar=1`);
  const title = page.locator('[data-block="hero"] h1');
  await title.click();
  await typeOverAndSave(page, 'Nur ein Entwurf');

  await page.getByRole('button', { name: 'Verwerfen' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('in allen Sprachen');
  const reverted = page.waitForResponse((r) => r.url().endsWith('/api/v1/page/revert') && r.ok());
  await dialog.getByRole('button', { name: 'Änderungen verwerfen' }).click();
  await reverted;
  await expect(page.locator('[data-block="hero"] h1')).toHaveText('Klar sehen in Winterthur');

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(LIVE);
  await expect(visitorPage.locator('h1')).toHaveText('Klar sehen in Winterthur');
  await visitor.close();
});

test('the open toolbar and its dialogs have no serious accessibility issues', async ({ page }) => {
  await signIn(page, `${EDIT}?toolbar=1`);
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(await serious()).toEqual([]);
  await page.locator('[data-add-section-after="top"] button').click({ force: true });
  await expect(page.getByRole('dialog', { name: 'Box hinzufügen' })).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
