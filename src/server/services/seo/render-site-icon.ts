import sharp from 'sharp';

/**
 * The bundled default icon (as public/favicon.svg), drawn for sites without a logo. Kept in code so
 * the icon routes never depend on where the public folder ends up in a build.
 */
export const DEFAULT_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#13293d"/><path d="M8 11l3 11 5-8 5 8 3-11" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>';

/** Room around the logo, per side: a touch icon is cropped to rounded corners by the system. */
function paddingOf(size: number): number {
  return Math.round(size * (size <= 32 ? 0.06 : 0.12));
}

/**
 * A square, opaque PNG: the logo contained (never cropped or stretched) and padded on the background
 * colour, or the default icon when there is no logo. Throws when the logo cannot be decoded.
 */
export async function renderSiteIcon(options: { logo: Buffer | null; size: number; background: string }): Promise<Buffer> {
  const { size, background } = options;
  if (!options.logo) {
    return sharp(Buffer.from(DEFAULT_ICON_SVG), { density: Math.max(72, (72 * size) / 32) })
      .resize(size, size)
      .flatten({ background: '#13293d' })
      .png()
      .toBuffer();
  }
  const inner = size - 2 * paddingOf(size);
  // A vector logo is rasterised big enough first, so it stays sharp at 192 px.
  const logo = await sharp(options.logo, { density: 300, limitInputPixels: 50_000_000 })
    .rotate()
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  // sharp composites last in a pipeline, so the alpha channel the overlay brings is dropped in a second pass.
  const drawn = await sharp({ create: { width: size, height: size, channels: 3, background } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png()
    .toBuffer();
  return sharp(drawn).flatten({ background }).removeAlpha().png().toBuffer();
}
