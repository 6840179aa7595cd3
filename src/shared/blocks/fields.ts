import { type LinkValue, linkHref, opensInNewTab, type PageSlugs } from '../content/links';
import type { GroupNode, RichTextNode, RichTextValue } from '../content/types';
import type { Locale } from '../locales';
import { isOneOf, RICH_TEXT_MAX_DEPTH } from './constants';

/**
 * Pure readers from a group to render-ready values. Stored content is user data that may be stale
 * or hand-edited, so every reader validates shape and falls back instead of throwing.
 */

type Fields = Pick<GroupNode, 'fields'>;
/** What resolving a link needs: the language, live or edit paths, and every page's slugs. */
export type LinkContext = { locale: Locale; mode: 'live' | 'edit'; pages: ReadonlyMap<string, PageSlugs> };
export type ButtonValue = { label: string | null; href: string | null; newTab: boolean };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Plain text of a text slot in one locale; empty or whitespace-only reads as null (editor-core §4). */
export function textOf(group: Fields, slot: string, locale: Locale): string | null {
  const content = group.fields[slot]?.content;
  let value: string | null | undefined;
  if (content?.type === 'single') value = content.value;
  else if (content?.type === 'localizedSingleValue') value = content.values[locale];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function hasVisibleText(node: RichTextNode, depth = 0): boolean {
  if (depth > RICH_TEXT_MAX_DEPTH || !isRecord(node)) return false;
  if (node.type === 'text') return typeof node.text === 'string' && node.text.trim() !== '';
  return Array.isArray(node.content) && node.content.some((child) => hasVisibleText(child, depth + 1));
}

/** Rich text of a slot in one locale, or null when empty (the editor saves a lone "\n" for nothing). */
export function richTextOf(group: Fields, slot: string, locale: Locale): RichTextValue | null {
  const content = group.fields[slot]?.content;
  if (content?.type !== 'localizedRichText') return null;
  const value = content.values[locale];
  if (!isRecord(value) || !isRecord(value.json)) return null;
  const text = typeof value.text === 'string' ? value.text : '';
  return text.trim() === '' && !hasVisibleText(value.json) ? null : value;
}

const LINK_TYPES = ['url', 'phone', 'email', 'page'] as const;

/** Narrows an unknown option value to a LinkValue whose fields are strings, so linkHref cannot throw. */
export function asLinkValue(value: unknown): LinkValue | null {
  if (!isRecord(value) || !isOneOf(LINK_TYPES, value.type)) return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  const page = isRecord(value.page) && typeof value.page.id === 'string' ? { id: value.page.id } : null;
  return { type: value.type, url: str(value.url), phone: str(value.phone), email: str(value.email), page };
}

/** A button slot: its content is the label, its `link` option the target. */
export function buttonOf(group: Fields, slot: string, ctx: LinkContext): ButtonValue {
  const link = asLinkValue(group.fields[slot]?.options['link']);
  const href = linkHref(link, ctx);
  return { label: textOf(group, slot, ctx.locale), href, newTab: href !== null && opensInNewTab(link) };
}

/** Editors can hide a slot; a missing field has never been hidden. */
export function isSlotVisible(group: Fields, slot: string): boolean {
  return group.fields[slot]?.visible !== false;
}
