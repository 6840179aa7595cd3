import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { nextSave, signIn } from './support';

// The demo's contact page (its hero has no image yet); the visitor tests use the home page.
const LIVE = '/de/kontakt';
const EDIT = '/de/edit/kontakt?toolbar=1';

test.describe.configure({ mode: 'serial' });

async function sampleJpeg(width = 1600, height = 900): Promise<Buffer> {
  // A photo-like gradient, large enough for several responsive widths.
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 160;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A real two-second WebM recorded in the browser itself (no video tool needed on the machine). */
async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start(100);
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const draw = () => {
        const t = performance.now() - started;
        if (context) {
          context.fillStyle = `hsl(${(t / 10) % 360} 70% 50%)`;
          context.fillRect(0, 0, 320, 180);
        }
        if (t < 2000) requestAnimationFrame(draw);
        else resolve();
      };
      draw();
    });
    recorder.stop();
    await stopped;
    const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
    let binary = '';
    for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

test('an editor puts an uploaded, cropped image into the hero; visitors see it after publishing', async ({ page, browser }) => {
  // Upload, crop, publish and a visitor's first AVIF render on one busy machine: CI once needed
  // over 30 s for the whole, leaving none for closing the context.
  test.setTimeout(60_000);
  await signIn(page, EDIT);
  const hero = page.locator('[data-block="hero"]');
  await hero.hover();
  await page.getByRole('button', { name: 'Bild wählen' }).first().click();
  const library = page.getByRole('dialog', { name: 'Mediathek' });
  await expect(library).toBeVisible();

  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/v1/media/upload') && r.ok());
  await library.getByTestId('image-file-input').setInputFiles({ name: 'brillen.jpg', mimeType: 'image/jpeg', buffer: await sampleJpeg() });
  await uploaded;

  await library.getByRole('button', { name: 'Zuschneiden: brillen.jpg' }).click();
  const crop = page.getByRole('dialog', { name: 'Bild zuschneiden' });
  await crop.getByLabel('Breite').fill('50');
  await crop.getByLabel('Höhe').fill('60');
  const cropped = page.waitForResponse((r) => r.url().endsWith('/api/v1/media/cropImage') && r.ok());
  const saved = nextSave(page);
  await crop.getByRole('button', { name: 'Zuschneiden', exact: true }).click();
  const croppedMedia = (await (await cropped).json()).data.croppedMedia;
  expect(croppedMedia.parentId).toBeTruthy();
  expect(croppedMedia.width).toBe(800);
  await saved;

  const image = hero.locator('picture img');
  await expect(image).toHaveAttribute('src', new RegExp(`/media/${croppedMedia.id}/`));
  await expect(image).toHaveAttribute('width', '800');

  // Publish, then a visitor gets the image in a modern format at a fitting width.
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
  const liveImage = visitorPage.locator('[data-block="hero"] picture img');
  await expect(liveImage).toHaveAttribute('src', new RegExp(`/media/${croppedMedia.id}/`));
  await expect.poll(() => liveImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const currentSrc = await liveImage.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(currentSrc).toMatch(/\.(avif|webp)$/);
  const variant = await visitorPage.request.get(currentSrc);
  expect(variant.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await visitor.close();
});

test('an editor uploads a video into a video player, and it plays', async ({ page }) => {
  await signIn(page, EDIT);
  const video = await recordWebm(page);
  expect(video.length).toBeGreaterThan(1000);

  const hero = page.locator('section[data-block="hero"]');
  const heroId = await hero.getAttribute('data-group-id');
  const added = page.waitForResponse((r) => r.url().endsWith('/api/v1/group/add') && r.ok());
  await page.locator(`[data-add-section-after="${heroId}"] button`).click({ force: true });
  await page
    .getByRole('dialog', { name: 'Box hinzufügen' })
    .getByRole('button', { name: /Videoplayer/ })
    .click();
  await added;
  const player = page.locator('[data-block="videoPlayer"]');
  await expect(player).toHaveCount(1);

  await player.hover();
  await page.getByRole('button', { name: 'Video wählen' }).click();
  const library = page.getByRole('dialog', { name: 'Mediathek' });
  await library.getByRole('tab', { name: 'Videos' }).click();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/media/createEntry') && r.ok(), { timeout: 20_000 });
  await library.getByTestId('video-file-input').setInputFiles({ name: 'laden.webm', mimeType: 'video/webm', buffer: video });
  await created;
  const pick = library.getByRole('button', { name: 'Auswählen: laden.webm' });
  await expect(pick).toBeVisible({ timeout: 15_000 });
  const saved = nextSave(page);
  await pick.click();
  await saved;

  const element = player.locator('video');
  await expect(element).toHaveAttribute('src', /\/media\/[0-9a-f-]{36}\/original\.webm$/);
  // Plays and seeks: the original is served with range requests.
  const played = await element.evaluate(async (node: HTMLVideoElement) => {
    node.muted = true;
    await node.play();
    await new Promise((resolve) => setTimeout(resolve, 600));
    node.currentTime = 1;
    await new Promise((resolve) => node.addEventListener('seeked', resolve, { once: true }));
    return { time: node.currentTime, error: node.error?.code ?? null, duration: node.duration };
  });
  expect(played.error).toBeNull();
  expect(played.time).toBeGreaterThanOrEqual(1);
  const range = await page.request.get((await element.getAttribute('src'))!, { headers: { range: 'bytes=0-99' } });
  expect(range.status()).toBe(206);
});

/** Opens the media library from the contact page's hero image. */
async function heroLibrary(page: Page) {
  await page.locator('[data-block="hero"]').hover();
  await page.getByRole('button', { name: 'Bild ändern' }).first().click();
  const library = page.getByRole('dialog', { name: 'Mediathek' });
  await expect(library).toBeVisible();
  return library;
}

/** Where the crop dialog draws the picture on screen (object-fit: contain inside its grey frame). */
async function drawnPicture(page: Page) {
  const picture = page.getByRole('dialog', { name: 'Bild zuschneiden' }).getByTestId('crop-picture');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  return picture.evaluate((img: HTMLImageElement) => {
    const frame = img.getBoundingClientRect();
    const scale = Math.min(frame.width / img.naturalWidth, frame.height / img.naturalHeight);
    const width = img.naturalWidth * scale;
    const height = img.naturalHeight * scale;
    return { left: frame.left + (frame.width - width) / 2, top: frame.top + (frame.height - height) / 2, width, height, frameWidth: frame.width };
  });
}

test('a crop dragged across a portrait picture keeps its full width; a focal click at its left edge is x = 0', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, EDIT);
  let library = await heroLibrary(page);
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/v1/media/upload') && r.ok());
  await library.getByTestId('image-file-input').setInputFiles({ name: 'hochformat.jpg', mimeType: 'image/jpeg', buffer: await sampleJpeg(600, 1200) });
  await uploaded;

  await library.getByRole('button', { name: 'Zuschneiden: hochformat.jpg' }).click();
  let picture = await drawnPicture(page);
  // The frame is wider than the picture: grey on both sides, where the old measurement went wrong.
  expect(picture.width).toBeLessThan(picture.frameWidth * 0.8);
  // From the grey left of the picture to the grey right of it, over a band of its height.
  await page.mouse.move(picture.left - 10, picture.top + picture.height * 0.2);
  await page.mouse.down();
  await page.mouse.move(picture.left + picture.width / 2, picture.top + picture.height * 0.5, { steps: 5 });
  await page.mouse.move(picture.left + picture.width + 10, picture.top + picture.height * 0.7, { steps: 5 });
  await page.mouse.up();
  const crop = page.getByRole('dialog', { name: 'Bild zuschneiden' });
  await expect(crop.getByLabel('Links')).toHaveValue('0');
  await expect(crop.getByLabel('Breite')).toHaveValue('100');
  const cropped = page.waitForResponse((r) => r.url().endsWith('/api/v1/media/cropImage') && r.ok());
  await crop.getByRole('button', { name: 'Zuschneiden', exact: true }).click();
  const area = (await (await cropped).json()).data.croppedMedia.cropArea;
  expect(area.x).toBeLessThan(1);
  expect(area.width).toBeGreaterThan(99);
  expect(area.y).toBeGreaterThan(15);
  expect(area.height).toBeLessThan(55);

  // The focal point, clicked at the picture's left edge (typed percentages stay as they were).
  library = await heroLibrary(page);
  await library.getByRole('button', { name: 'Zuschneiden: hochformat.jpg' }).click();
  picture = await drawnPicture(page);
  await page.mouse.click(picture.left + 1, picture.top + picture.height / 2);
  await expect(crop.getByLabel('X', { exact: true })).toHaveValue(/^0(\.\d+)?$/);
  const focused = page.waitForResponse((r) => r.url().endsWith('/api/v1/media/update') && r.ok());
  const saved = nextSave(page);
  await crop.getByRole('button', { name: 'Zuschneiden', exact: true }).click();
  const focal = (await (await focused).json()).data.focalPoint;
  expect(focal.x).toBeLessThan(0.01);
  expect(focal.y).toBeCloseTo(0.5, 1);
  await saved;
});

test("an image's alternative text typed in the library reaches visitors in German and French", async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signIn(page, EDIT);
  const library = await heroLibrary(page);
  await library.getByRole('button', { name: 'Beschreiben: brillen.jpg' }).click();
  const describe = page.getByRole('dialog', { name: 'Bild beschreiben' });
  await describe.getByLabel('Deutsch').fill('Brillen im Schaufenster');
  await describe.getByLabel('Französisch').fill('Lunettes en vitrine');
  const described = page.waitForResponse((r) => r.url().endsWith('/api/v1/media/update') && r.ok());
  await describe.getByRole('button', { name: 'Speichern' }).click();
  expect((await (await described).json()).data.alt).toEqual({ de: 'Brillen im Schaufenster', fr: 'Lunettes en vitrine' });
  await expect(describe).toBeHidden();

  const picked = nextSave(page);
  await library.getByRole('button', { name: 'Auswählen: brillen.jpg' }).click();
  await picked;
  await expect(page.locator('[data-block="hero"] picture img')).toHaveAttribute('alt', 'Brillen im Schaufenster');

  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  const published = page.waitForResponse((r) => r.url().endsWith('/api/v1/page/publish') && r.ok());
  await page.getByRole('alertdialog').getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
  await published;

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  for (const [path, alt] of [
    [LIVE, 'Brillen im Schaufenster'],
    ['/fr/contact', 'Lunettes en vitrine'],
  ] as const) {
    await visitorPage.goto(path);
    await expect(visitorPage.locator('[data-block="hero"] picture img')).toHaveAttribute('alt', alt);
  }
  await visitor.close();
});
