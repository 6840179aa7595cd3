import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { expect, type Locator, type Page, type Route, test } from '@playwright/test';

/**
 * The play screen's map with its default, the Swiss federal geo service's vector style. The browser
 * has no network, so the service is answered here: a small style whose only street layer draws the
 * vector tiles encoded in this test from a GeoJSON of a few streets through Winterthur's old town.
 * What must hold: the streets are drawn (pixels of the street colour on the canvas), light and dark;
 * markers at the same place sit side by side; a page change flies to its first marker; and without
 * style or tiles the map says so in one line while the markers go on working.
 */

const GEO_SERVICE = 'https://vectortiles.geo.admin.ch/**';
const STYLE_PATH = '/styles/ch.swisstopo.lightbasemap.vt/style.json';

/** Three streets across the demo course (Bahnhofplatz to Neumarkt). */
const STREETS: GeoJSON.FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'Marktgasse' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [8.72, 47.4995],
          [8.736, 47.4995],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Untertor' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [8.72, 47.4985],
          [8.736, 47.4985],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Stadthausstrasse' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [8.728, 47.496],
          [8.728, 47.503],
        ],
      },
    },
  ],
};
const tiles = new GeoJSONVT(STREETS, { maxZoom: 14 });

/** The street colour, magenta, which nothing else on the map uses (markers and route are not). */
const STYLE = {
  version: 8,
  sources: { streets: { type: 'vector', tiles: ['https://vectortiles.geo.admin.ch/tiles/test.vt/{z}/{x}/{y}.pbf'], maxzoom: 14 } },
  sprite: 'https://vectortiles.geo.admin.ch/styles/ch.swisstopo.lightbasemap.vt/sprite/sprite',
  layers: [
    { id: 'land', type: 'background', paint: { 'background-color': '#f4f4f0' } },
    {
      id: 'street',
      type: 'line',
      source: 'streets',
      'source-layer': 'streets',
      layout: { 'line-cap': 'round' },
      paint: { 'line-color': '#ff00ff', 'line-width': 14 },
    },
  ],
};
// A one-pixel sprite: the style's images load from the service too.
const SPRITE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

type Served = { style: number; tiles: number; sprite: number };

/** Answers the geo service: the style and sprite, and tiles as `tileAnswer` says. */
async function serveGeoService(page: Page, tileAnswer: 'tiles' | 'error', styleAnswer: 'style' | 'error' = 'style'): Promise<Served> {
  const served: Served = { style: 0, tiles: 0, sprite: 0 };
  // On the context: MapLibre fetches tiles from its web worker.
  await page.context().route(GEO_SERVICE, async (route: Route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === STYLE_PATH) {
      served.style += 1;
      if (styleAnswer === 'error') return route.fulfill({ status: 502, body: 'bad gateway' });
      return route.fulfill({ json: STYLE, headers: { 'access-control-allow-origin': '*' } });
    }
    if (pathname.includes('/sprite/')) {
      served.sprite += 1;
      const headers = { 'access-control-allow-origin': '*' };
      if (pathname.endsWith('.json')) return route.fulfill({ json: { dot: { x: 0, y: 0, width: 1, height: 1, pixelRatio: 1 } }, headers });
      return route.fulfill({ body: SPRITE_PNG, contentType: 'image/png', headers });
    }
    const tile = /\/tiles\/test\.vt\/(\d+)\/(\d+)\/(\d+)\.pbf$/.exec(pathname);
    if (!tile) return route.fulfill({ status: 404 });
    served.tiles += 1;
    // 404 would mean "no tile here"; an unreachable service answers like this.
    if (tileAnswer === 'error') return route.fulfill({ status: 503, body: 'unavailable', headers: { 'access-control-allow-origin': '*' } });
    const [, z, x, y] = tile.map(Number);
    const features = tiles.getTile(z ?? 0, x ?? 0, y ?? 0);
    const body = features ? Buffer.from(fromGeojsonVt({ streets: features })) : Buffer.alloc(0);
    return route.fulfill({ body, contentType: 'application/x-protobuf', headers: { 'access-control-allow-origin': '*' } });
  });
  return served;
}

/** Starts a game and opens the play page (as the game test does). */
async function openPlayPage(page: Page) {
  await page.goto('/de/game');
  await page.getByRole('button', { name: 'Spiel starten' }).click();
  await expect(page).toHaveURL(/\/de\/spieler$/);
  await page.goto('/de/spielen');
  await expect(page.locator('[data-map-state="on"]')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-marker]').first()).toBeVisible({ timeout: 15_000 });
}

/**
 * Street pixels (magenta, light or darkened) and the mean brightness of the rest, read from a
 * screenshot of the map's middle band (clear of the site header, the controls and the drawer).
 */
async function streetPixels(page: Page, map: Locator): Promise<{ street: number; brightness: number }> {
  const box = await map.boundingBox();
  if (!box) return { street: 0, brightness: 0 };
  const clip = { x: box.x, y: box.y + box.height * 0.25, width: box.width - 80, height: box.height * 0.4 };
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(async (data) => {
    // Decoded here rather than fetched as a data: URL, which the page's policy does not allow.
    const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
    if (!context) return { street: 0, brightness: 0 };
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let street = 0;
    let rest = 0;
    let sum = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const [r = 0, g = 0, b = 0] = [pixels[i], pixels[i + 1], pixels[i + 2]];
      if (r > 150 && b > 150 && g < 100 && Math.abs(r - b) < 40) street += 1;
      else {
        rest += 1;
        sum += (r + g + b) / 3;
      }
    }
    return { street, brightness: rest ? sum / rest : 0 };
  }, png);
}

async function markerBoxes(page: Page) {
  const boxes = await page.locator('[data-marker]').evaluateAll((buttons) =>
    buttons.map((button) => {
      const box = button.getBoundingClientRect();
      return { x: box.x, y: box.y, width: box.width, height: box.height };
    }),
  );
  return boxes;
}

test('the map draws the streets of the geo service’s vector tiles, light and dark, with readable markers', async ({ page }) => {
  const policyErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) policyErrors.push(message.text());
  });
  const served = await serveGeoService(page, 'tiles');
  await openPlayPage(page);
  await expect(page.locator('[data-map-style="configured"]')).toBeVisible();
  const canvas = page.locator('[data-map-state]');
  // The street layer renders from the tiles: magenta lines on the light land.
  await expect.poll(async () => (await streetPixels(page, canvas)).street, { timeout: 15_000 }).toBeGreaterThan(500);
  expect(served.tiles).toBeGreaterThan(0);
  expect(served.sprite).toBeGreaterThan(0);
  expect((await streetPixels(page, canvas)).brightness).toBeGreaterThan(180);
  await expect(page.locator('[data-map-notice]')).toHaveCount(0);

  // The overview: no two marker faces overlap; the hole and the bar beside it sit side by side.
  const boxes = await markerBoxes(page);
  expect(boxes).toHaveLength(13);
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const overlap = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1;
      expect(overlap, `markers at ${a.x},${a.y} and ${b.x},${b.y}`).toBe(false);
    }
  }
  expect(await page.locator('[data-has-pair]').count()).toBeGreaterThanOrEqual(2);

  // A page change flies to the page's first marker (its tee), which ends in the middle of the map's
  // free part: between the controls above and the drawer below, not under the drawer.
  await page.getByRole('button', { name: /^Seite 3:/ }).click();
  const map = await page.locator('[data-map-state]').boundingBox();
  const tee = page.getByRole('button', { name: /^Loch 3: .* öffnen$/ }).first();
  await expect
    .poll(async () => {
      const box = await tee.boundingBox();
      const controls = await page.getByRole('button', { name: 'Meinen Standort zeigen' }).boundingBox();
      const drawer = await page.locator('[data-drawer]').boundingBox();
      if (!box || !map || !controls || !drawer) return Number.POSITIVE_INFINITY;
      const freeMiddle = (controls.y + controls.height + drawer.y) / 2;
      return Math.hypot(box.x + box.width / 2 - (map.x + map.width / 2), box.y + box.height / 2 - freeMiddle);
    })
    .toBeLessThan(30);

  // The dark theme: the same streets on dark land (the light style turned dark in the browser).
  await page.getByRole('button', { name: 'Dunkle Karte' }).click();
  await expect.poll(async () => (await streetPixels(page, canvas)).brightness, { timeout: 15_000 }).toBeLessThan(80);
  await expect.poll(async () => (await streetPixels(page, canvas)).street, { timeout: 15_000 }).toBeGreaterThan(500);
  // Style, tiles and sprite came from the geo service under the page's Content Security Policy.
  expect(policyErrors).toEqual([]);
});

test('without style or tiles the map says so in one line, and the markers still work', async ({ page }) => {
  // The style document cannot be loaded: the bundled offline style, and the line.
  await serveGeoService(page, 'tiles', 'error');
  await openPlayPage(page);
  await expect(page.locator('[data-map-style="offline"]')).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Strassen können gerade nicht geladen werden' });
  await expect(notice).toBeVisible();

  // The style loads but its tiles fail: the streets are missing, the line says so.
  await page.context().unrouteAll({ behavior: 'wait' });
  const served = await serveGeoService(page, 'error');
  await page.reload();
  await expect(page.locator('[data-map-style="configured"]')).toBeVisible({ timeout: 15_000 });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  expect(served.tiles).toBeGreaterThan(0);
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();

  // A marker above the drawer opens its popup, whose button opens the marker's page.
  const viewport = page.viewportSize();
  const markers = page.locator('[data-marker]');
  await expect(markers).toHaveCount(13);
  const boxes = await markerBoxes(page);
  const width = viewport?.width ?? 1280;
  const height = viewport?.height ?? 720;
  const index = boxes.findIndex((box) => box.y > 160 && box.y + box.height < height * 0.6 && box.x > 20 && box.x + box.width < width - 120);
  expect(index).toBeGreaterThanOrEqual(0);
  const marker = markers.nth(index);
  const label = (await marker.getAttribute('aria-label')) ?? '';
  await marker.click();
  const title = label.replace(/ öffnen$/, '');
  await page.locator('.maplibregl-popup').getByRole('button', { name: label }).click();
  await expect(page.locator('[data-drawer]').getByRole('heading', { level: 2, name: title })).toBeVisible();
});
