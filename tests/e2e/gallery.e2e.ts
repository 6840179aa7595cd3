import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { nextSave, signIn } from './support';

// The demo's privacy page gets a gallery; other browser tests use other pages.
const LIVE = '/de/datenschutz';
const EDIT = '/de/edit/datenschutz?toolbar=1';

const swatch = (name: string, rgb: [number, number, number]) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .jpeg()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/jpeg', buffer }));

async function addImageToGallery(page: import('@playwright/test').Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.locator('[data-block="mediaGallery"]').hover();
  await page.getByRole('button', { name: 'Bilder hinzufügen' }).click();
  const library = page.getByRole('dialog', { name: 'Mediathek' });
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/v1/media/upload') && r.ok());
  await library.getByTestId('image-file-input').setInputFiles(file);
  await uploaded;
  const saved = nextSave(page);
  await library.getByRole('button', { name: `Auswählen: ${file.name}` }).click();
  await saved;
}

test('a gallery shows uploaded images in a lightbox; editors delete images in place', async ({ page, browser }) => {
  // Two uploads, their library listings and a second browser context: 13 s alone, over 30 s once on a busy machine.
  test.setTimeout(60_000);
  await signIn(page, EDIT);
  const section = page.locator('section[data-block]').first();
  const firstId = await section.getAttribute('data-group-id');
  const added = page.waitForResponse((r) => r.url().endsWith('/api/v1/group/add') && r.ok());
  await page.locator(`[data-add-section-after="${firstId}"] button`).click({ force: true });
  await page
    .getByRole('dialog', { name: 'Box hinzufügen' })
    .getByRole('button', { name: /Mediengalerie/ })
    .click();
  await added;

  await addImageToGallery(page, await swatch('see.jpg', [30, 90, 160]));
  await addImageToGallery(page, await swatch('berg.jpg', [40, 140, 60]));
  const items = page.locator('[data-gallery-item]');
  await expect(items).toHaveCount(2);

  // With the toolbar on, a click selects (no lightbox) and delete removes the image.
  await page.getByRole('button', { name: 'Bild auswählen: berg' }).click();
  await expect(page.getByRole('dialog', { name: 'Bildansicht' })).toHaveCount(0);
  const deleted = page.waitForResponse((r) => r.url().endsWith('/api/v1/media/delete') && r.ok());
  await page.getByRole('button', { name: 'Bild löschen: berg' }).click();
  await deleted;
  await expect(page.getByText('Medium gelöscht')).toBeVisible();
  await expect(items).toHaveCount(1);

  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  const published = page.waitForResponse((r) => r.url().endsWith('/api/v1/page/publish') && r.ok());
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^(Jetzt|Trotzdem) veröffentlichen$/ })
    .click();
  await published;

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(LIVE);
  await expect(visitorPage.locator('[data-gallery-item]')).toHaveCount(1);
  await visitorPage.getByRole('button', { name: 'Bild anzeigen: see' }).click();
  const lightbox = visitorPage.getByRole('dialog', { name: 'Bildansicht' });
  await expect(lightbox).toBeVisible();
  await visitorPage.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  // The interactive gallery is a client island, but no editor code comes with it.
  const scripts = await visitorPage.locator('script[src]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  for (const src of scripts) expect(await (await visitorPage.request.get(src)).text(), src).not.toMatch(/ProseMirror|tiptap|Bild löschen/);
  await visitor.close();
});
