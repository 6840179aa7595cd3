import { expect, test } from '@playwright/test';

// Issue 17: every page links the site's icons, which answer as PNGs of their size; /favicon.ico too.
test('pages link the site icon and touch icon, and browsers asking for /favicon.ico get a PNG', async ({ page, request }) => {
  await page.goto('/de');
  const icons = page.locator('link[rel="icon"]');
  await expect(icons).toHaveCount(2);
  await expect(icons.first()).toHaveAttribute('href', /\/icon\.png\?size=32&v=\w+$/);
  await expect(icons.first()).toHaveAttribute('sizes', '32x32');
  const apple = page.locator('link[rel="apple-touch-icon"]');
  await expect(apple).toHaveAttribute('href', /\/apple-touch-icon\.png\?v=\w+$/);
  await expect(apple).toHaveAttribute('sizes', '180x180');

  for (const link of [icons.first(), icons.nth(1), apple]) {
    const href = new URL((await link.getAttribute('href')) ?? '', page.url());
    const response = await request.get(href.pathname + href.search);
    expect(response.status(), href.pathname).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(response.headers()['cache-control']).toContain('immutable');
  }
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toBe('image/png');
  // The PNG signature.
  expect([...(await favicon.body()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
});
