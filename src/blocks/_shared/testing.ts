import type { PageSlugs } from '../../shared/content/links';
import type { MediaInfo } from '../../shared/content/media';
import type { FieldContent, FieldNode, GroupNode, OptionValue, RichTextNode } from '../../shared/content/types';
import { blockLabels } from '../../shared/i18n/block-labels';
import { messagesFor } from '../../shared/i18n/catalogues';
import type { Locale } from '../../shared/locales';
import type { RenderContext } from '../types';

/**
 * Builders for block tests. Kept apart from the tests so every block test states only what it
 * varies; never imported by runtime code.
 */

export function makeCtx(overrides: Partial<RenderContext> = {}): RenderContext {
  const pages = new Map<string, PageSlugs>([
    ['page-about', { slug: { de: 'ueber-uns', fr: 'a-propos' }, collection: null, specialKey: null }],
    ['page-home', { slug: { de: 'start' }, collection: null, specialKey: '~home' }],
  ]);
  return {
    locale: 'de',
    mode: 'live',
    site: { id: 'site-1', name: 'Demo', defaultLocale: 'de' },
    pages,
    // The edit route names empty slots in the editor language.
    ...(overrides.mode === 'edit' ? { labels: blockLabels(messagesFor('de', 'editorBlocks'), 'de') } : {}),
    ...overrides,
  };
}

type FieldInput = Partial<Omit<FieldNode, 'slot'>> & { content?: FieldContent | null };

export function field(slot: string, input: FieldInput = {}): FieldNode {
  return { id: `field-${slot}`, slot, content: null, options: {}, mediaId: null, visible: true, ...input };
}

export const single = (value: string | null): FieldContent => ({ type: 'single', value });

export const localized = (values: Partial<Record<Locale, string | null>>): FieldContent => ({
  type: 'localizedSingleValue',
  values,
});

/** A rich-text content from paragraphs of plain text, or from a given document. */
export function rich(doc: RichTextNode | string, text?: string): FieldContent {
  const json: RichTextNode = typeof doc === 'string' ? { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: doc }] }] } : doc;
  return { type: 'localizedRichText', values: { de: { json, text: text ?? (typeof doc === 'string' ? doc : 'x') } } };
}

export function makeGroup(input: {
  type: string;
  fields?: FieldNode[];
  options?: Record<string, OptionValue>;
  id?: string;
  status?: GroupNode['status'];
  disallowedLanguages?: GroupNode['meta']['disallowedLanguages'];
  position?: number;
}): GroupNode {
  return {
    id: input.id ?? `group-${input.type}`,
    type: input.type,
    status: input.status ?? 'published',
    position: input.position ?? 0,
    options: input.options ?? {},
    meta: { disallowedLanguages: input.disallowedLanguages ?? [] },
    fields: Object.fromEntries((input.fields ?? []).map((f) => [f.slot, f])),
  };
}

/** An image media as the API returns it; override what the test varies. */
export function makeMedia(overrides: Partial<MediaInfo> = {}): MediaInfo {
  return {
    id: 'm1',
    parentId: null,
    mediaType: 'image',
    mimeType: 'image/jpeg',
    extension: 'jpg',
    originalFilename: 'laden.jpg',
    fileSize: 120_000,
    width: 1500,
    height: 1000,
    blurHash: null,
    focalPoint: { x: 0.25, y: 0.75 },
    cropArea: null,
    tags: [],
    folder: null,
    video: null,
    status: 'ready',
    createdAt: '2025-01-01T00:00:00.000Z',
    alt: {},
    decorative: false,
    altMachineTranslated: [],
    ...overrides,
  };
}
