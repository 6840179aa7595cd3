import { expect, test } from '@playwright/test';
import { ownSite, signInOn, withDemoSite } from './own-site';

/** The collection editor (issue 13): team members added, archived and sorted, live after publishing. */
const site = ownSite('collections-e2e');
withDemoSite(site);

const answered = (path: string) => (r: { url: () => string; ok: () => boolean }) => r.url().endsWith(`/api/v1${path}`) && r.ok();

test('team members are added, archived and sorted from the box menu, and visitors see it after publishing', async ({ page, browser }) => {
  await signInOn(page, site, '/de/edit/service?toolbar=1');
  const team = page.locator('[data-section-chrome]').filter({ has: page.locator('[data-block="teamContainer"]') });
  // A tap selects the section and shows its tools (no hover needed).
  await team.click({ position: { x: 40, y: 40 } });
  await team.getByRole('button', { name: 'Box-Menü' }).click();
  await page.getByRole('menuitem', { name: 'Sammlung bearbeiten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sammlung bearbeiten' });
  const shown = dialog.getByRole('list', { name: 'Angezeigt' });
  const names = () => shown.getByRole('button', { name: /verschieben$/ }).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')));
  await expect.poll(names).toEqual(['«Sandra Keller» verschieben', '«Marco Brunner» verschieben', '«Léa Favre» verschieben']);

  const added = page.waitForResponse(answered('/collection/add'));
  await dialog.getByLabel('Neuer Eintrag').fill('Nina Graf');
  await dialog.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
  await added;
  await expect.poll(names).toEqual(['«Sandra Keller» verschieben', '«Marco Brunner» verschieben', '«Léa Favre» verschieben', '«Nina Graf» verschieben']);

  const hidden = page.waitForResponse(answered('/collection/items'));
  await dialog.getByRole('button', { name: '«Marco Brunner» archivieren' }).click();
  await hidden;
  await expect(dialog.getByRole('list', { name: 'Archiv' })).toContainText('Marco Brunner');

  // Sorted with the keyboard: Léa lifted, moved above Sandra, dropped.
  const sorted = page.waitForResponse(answered('/collection/sort'));
  // dnd-kit's keyboard sensor spends an arrow key on scrolling while a scroll box around the list
  // (the dialog's, or the page's behind it) can scroll that way — a person presses again; the test
  // starts from the top of both, where the key moves the item at once.
  await shown.evaluate((list) => {
    list.closest('.overflow-y-auto')?.scrollTo(0, 0);
    document.scrollingElement?.scrollTo(0, 0);
  });
  const announcer = page.getByRole('status').filter({ hasText: /Léa Favre/ });
  await dialog.getByRole('button', { name: '«Léa Favre» verschieben' }).evaluate((handle: HTMLElement) => handle.focus({ preventScroll: true }));
  await page.keyboard.press('Space');
  await expect(announcer).toContainText(/Léa Favre (aufgenommen|wurde über Léa Favre)/);
  // Pressed again when the sensor spent it on scrolling (see above), as a person would.
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(announcer).toContainText('über Sandra Keller', { timeout: 1_000 });
  }).toPass({ timeout: 8_000 });
  await page.keyboard.press('Space');
  await sorted;
  await expect.poll(names).toEqual(['«Léa Favre» verschieben', '«Sandra Keller» verschieben', '«Nina Graf» verschieben']);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Visitors see the old team until everything is published.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const liveTeam = visitorPage.locator('[data-block="teamContainer"]');
  await visitorPage.goto(`${site.origin}/de/service`);
  await expect(liveTeam).toContainText('Marco Brunner');
  await expect(liveTeam).not.toContainText('Nina Graf');

  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  const published = page.waitForResponse(answered('/site/publish'));
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^(Trotzdem alles|Alles) veröffentlichen$/ })
    .click();
  await published;

  await visitorPage.reload();
  await expect(liveTeam).not.toContainText('Marco Brunner');
  const text = (await liveTeam.textContent()) ?? '';
  const order = ['Léa Favre', 'Sandra Keller', 'Nina Graf'].map((name) => text.indexOf(name));
  expect(order.every((at) => at >= 0)).toBe(true);
  expect(order).toEqual([...order].sort((a, b) => a - b));
  await visitor.close();
});
