import type { StyleSpecification } from 'maplibre-gl';
import { z } from 'zod';
import { darkVariant } from './dark-variant';

/**
 * Loads a style document ourselves rather than handing MapLibre its URL: a style that cannot be
 * fetched or read is then a plain failure the map answers with the bundled offline style, and the
 * dark variant can be applied before MapLibre sees the style.
 */

// The outer shape only: MapLibre validates the rest and reports what it refuses as an error event.
const ZStyleDocument = z.looseObject({
  version: z.literal(8),
  sources: z.record(z.string(), z.looseObject({ type: z.string(), url: z.string().optional(), tiles: z.array(z.string()).optional() })),
  layers: z.array(z.looseObject({ id: z.string(), type: z.string(), paint: z.record(z.string(), z.unknown()).optional() })),
  sprite: z.unknown().optional(),
  glyphs: z.string().optional(),
});
type StyleDocument = z.infer<typeof ZStyleDocument>;

/**
 * A style given as an object has no base URL, so relative sprite, glyph and source addresses are
 * resolved against the document's own; the `{fontstack}`-style placeholders stay as they are.
 */
function absolute(url: string, base: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  return new URL(url, base).href.replace(/%7B/gi, '{').replace(/%7D/gi, '}');
}

function withAbsoluteUrls(style: StyleDocument, base: string): StyleDocument {
  const sources = Object.fromEntries(
    Object.entries(style.sources).map(([id, source]) => [
      id,
      {
        ...source,
        ...(source.url ? { url: absolute(source.url, base) } : {}),
        ...(source.tiles ? { tiles: source.tiles.map((tile) => absolute(tile, base)) } : {}),
      },
    ]),
  );
  return {
    ...style,
    sources,
    ...(typeof style.sprite === 'string' ? { sprite: absolute(style.sprite, base) } : {}),
    ...(style.glyphs ? { glyphs: absolute(style.glyphs, base) } : {}),
  };
}

export type StyleRequest = { url: string; dark: boolean };

export async function loadStyle({ url, dark }: StyleRequest, signal: AbortSignal): Promise<StyleSpecification> {
  const base = new URL(url, window.location.href).href;
  const response = await fetch(base, { signal, credentials: 'omit' });
  if (!response.ok) throw new Error(`map style ${url}: HTTP ${response.status}`);
  const parsed = ZStyleDocument.safeParse(await response.json());
  if (!parsed.success) throw new Error(`map style ${url}: not a version 8 style document`);
  const style = withAbsoluteUrls(parsed.data, base);
  // Checked above for what we rely on; MapLibre validates the full style specification itself.
  return (dark ? darkVariant(style) : style) as unknown as StyleSpecification;
}
