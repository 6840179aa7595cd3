import { COLOR_PALETTE, type HEADING_LEVELS, isOneOf, type TextSize, TEXT_SIZES } from '../../shared/blocks/constants';
import { isRecord } from '../../shared/blocks/fields';

/**
 * Whitelists for the attributes a rich-text document may carry. Each returns a safe value or null,
 * and the renderer drops whatever returns null: stored JSON is never trusted as markup.
 */

export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** Levels 1..6 (editor-core §9); a missing or broken level reads as a section heading. */
export function headingLevel(attrs: unknown): HeadingLevel {
  const raw = isRecord(attrs) ? Number(attrs.level) : Number.NaN;
  if (!Number.isFinite(raw)) return 2;
  return Math.min(Math.max(Math.round(raw), 1), 6) as HeadingLevel;
}

const PARAGRAPH_SIZES = ['large', 'small'] as const;
export type ParagraphSize = (typeof PARAGRAPH_SIZES)[number];

/** The "large text" and "small text" hierarchy choices; "paragraph" is the unmarked default. */
export function paragraphSize(attrs: unknown): ParagraphSize | null {
  if (!isRecord(attrs)) return null;
  const raw = attrs.textHierarchy ?? attrs.class;
  return isOneOf(PARAGRAPH_SIZES, raw) ? raw : null;
}

/** `start` of an ordered list: a positive integer or nothing. */
export function listStart(attrs: unknown): number | undefined {
  const start = isRecord(attrs) ? attrs.start : undefined;
  return typeof start === 'number' && Number.isInteger(start) && start > 1 ? start : undefined;
}

/** Palette colour as a CSS value. "transparent" is the palette's reset swatch: no colour override. */
export function textColor(attrs: unknown): string | null {
  if (!isRecord(attrs) || typeof attrs.color !== 'string') return null;
  // The editor may store either the name or the CSS variable it painted with.
  const name = attrs.color.trim().replace(/^var\(--(?:color|site)-([a-z]+)\)$/, '$1');
  if (!isOneOf(COLOR_PALETTE, name) || name === 'transparent') return null;
  // The site's own variables: Tailwind only emits --color-* for utilities it finds in the source.
  return `var(--site-${name})`;
}

export function fontSize(attrs: unknown): TextSize | null {
  return isRecord(attrs) && isOneOf(TEXT_SIZES, attrs.fontSize) ? attrs.fontSize : null;
}

// A link mark's target is read by the page (here) and the publish checks (server) alike.
export { markLink, type SafeLink } from '../../shared/blocks/link-target';
