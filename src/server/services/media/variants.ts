import { IMAGE_WIDTHS, type ImageFormat } from '../../../shared/content/media';
import { MEDIA_CACHE_CONTROL } from '../../../shared/constants/media';
import { ObjectExistsError, type ObjectStorage, VARIANT_FORMATS, variantObjectKey } from '../../platform/storage';
import { renderVariant } from './image-pipeline';
import type { MediaRow } from './media-records';
import { readObject } from './read-object';
import { processSingleton } from '../../platform/process-singleton';

/** Makes one variant's bytes: in this process (the route), or in the niced background renderer (the job). */
export type VariantRenderer = (input: { bytes: Buffer; width: number; format: ImageFormat }) => Promise<Buffer>;

export type VariantName = { kind: 'original'; extension: string } | { kind: 'resized'; width: number; format: ImageFormat };

const MIME: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

/** `original.{ext}` or `w{width}.{avif|webp|jpeg|png}` with a width from IMAGE_WIDTHS; else null. */
export function parseVariantName(name: string): VariantName | null {
  const original = /^original\.([a-z0-9]{1,5})$/.exec(name);
  if (original?.[1]) return { kind: 'original', extension: original[1] };
  const resized = /^w(\d{1,5})\.([a-z]{3,4})$/.exec(name);
  if (!resized?.[1] || !resized[2]) return null;
  const width = Number(resized[1]);
  const format = resized[2] as ImageFormat;
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width) || !VARIANT_FORMATS.includes(format)) return null;
  return { kind: 'resized', width, format };
}

/**
 * Variants being made right now, one set per process: the on-demand route runs in Next's server
 * bundle, the variants job in the Node server's modules (two module instances, one process), and a
 * variant either of them is making must not be rendered twice — except that a visitor never waits
 * for a render in the niced background renderer (it may get no CPU while pages are busy): the
 * route renders that one itself, at normal priority, and takes over the entry.
 */
type InFlight = { bytes: Promise<Buffer>; background: boolean };
const state = processSingleton('media-variants', () => ({ inFlight: new Map<string, InFlight>(), renders: 0 }));
/** How many variants this process has rendered (tests check that concurrent requests render once). */
export const variantRenderCount = () => state.renders;

type RenderOptions = {
  /** Lends the original's bytes when the caller has them (the job renders many variants). */
  original?: () => Promise<Buffer>;
  /** The background renderer (the variants job); this process, at normal priority, when absent. */
  renderer?: VariantRenderer;
};

/** A stored variant, or a freshly rendered and stored one (a render happens once per key). */
export async function variantBytes(
  storage: ObjectStorage,
  row: MediaRow,
  variant: { width: number; format: ImageFormat },
  options: RenderOptions = {},
): Promise<{ key: string; contentType: string; stored: boolean; bytes: Buffer | null }> {
  const key = variantObjectKey({ siteId: row.siteId, mediaId: row.id, ...variant });
  const contentType = MIME[variant.format];
  if (await storage.head(key)) return { key, contentType, stored: true, bytes: null };
  const background = Boolean(options.renderer);
  let pending = state.inFlight.get(key);
  if (!pending || (pending.background && !background)) {
    const entry: InFlight = { bytes: render(storage, row, key, variant, options), background };
    entry.bytes
      .finally(() => {
        if (state.inFlight.get(key) === entry) state.inFlight.delete(key);
      })
      .catch(() => undefined);
    state.inFlight.set(key, entry);
    pending = entry;
  }
  return { key, contentType, stored: false, bytes: await pending.bytes };
}

async function render(
  storage: ObjectStorage,
  row: MediaRow,
  key: string,
  variant: { width: number; format: ImageFormat },
  { original, renderer = renderVariant }: RenderOptions,
): Promise<Buffer> {
  state.renders += 1;
  const bytes = await renderer({ bytes: await (original ? original() : readObject(row.objectKey, storage)), ...variant });
  // Another process may have stored it meanwhile: same input, same bytes, so theirs is as good.
  await storage.put(key, bytes, MIME[variant.format], MEDIA_CACHE_CONTROL).catch((error: unknown) => {
    if (!(error instanceof ObjectExistsError)) throw error;
  });
  return bytes;
}
