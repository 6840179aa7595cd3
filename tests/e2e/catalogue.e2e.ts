import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

// The demo's block catalogue: every block type on one page, with seeded images (src/server/demo/demo-blocks/catalogue.ts).
const CATALOGUE = { de: '/de/bausteine', fr: '/fr/composants' } as const;

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

for (const locale of ['de', 'fr'] as const) {
  test(`the block catalogue (${locale}) has no serious accessibility issues and no image without dimensions`, async ({ page }) => {
    await page.goto(CATALOGUE[locale]);
    for (const type of ['hero', 'videoPlayer', 'mediaGallery', 'imageCollage', 'slides', 'reviewSlider', 'servicesContainer', 'productCard']) {
      await expect(page.locator(`section[data-block="${type}"]`), type).toHaveCount(1);
    }
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // Seeded images, not gradients: the hero and the collage show media from the library.
    await expect(page.locator('section[data-block="hero"] img[src^="/media/"]')).toHaveCount(1);
    await expect(page.locator('section[data-block="imageCollage"] img[src^="/media/"]')).toHaveCount(5);
    const images = await page
      .locator('img')
      .evaluateAll((nodes) =>
        nodes.map((node) => ({ src: (node as HTMLImageElement).src.slice(0, 80), width: node.getAttribute('width'), height: node.getAttribute('height') })),
      );
    expect(images.length).toBeGreaterThan(40);
    expect(images.filter((image) => !(Number(image.width) > 0 && Number(image.height) > 0))).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
