import { type LinkValue, linkHref, opensInNewTab } from '../../shared/content/links';
import type { GroupNode, OptionValue, RichTextNode, RichTextValue } from '../../shared/content/types';
import type { Locale } from '../../shared/locales';
import type { DisplayCondition, OptionDefinition, RenderContext } from '../types';
import { isOneOf, OPTION_TYPE_VALUES, type PaletteColor, RICH_TEXT_MAX_DEPTH } from '../../shared/blocks/constants';

/**
 * Pure readers from a group to render-ready values. Stored content is user data that may be stale
 * or hand-edited, so every reader validates shape and falls back instead of throwing.
 */

type Fields = Pick<GroupNode, 'fields'>;
export type LinkContext = Pick<RenderContext, 'locale' | 'mode' | 'pages'>;
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

/** The value type an option definition yields, derived from its type and `values`. */
export type OptionValueOf<D extends OptionDefinition> = D['type'] extends 'checkbox'
  ? boolean
  : D['type'] extends 'number'
    ? number
    : D extends { values: readonly (infer V extends string)[] }
      ? D['type'] extends 'colorSwatches'
        ? V | null
        : V
      : D['type'] extends 'colorSwatches'
        ? PaletteColor | null
        : D['type'] extends 'text'
          ? string
          : OptionValue;

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') return toNumber(Number(value));
  return null;
}

/** Validates one stored option against its definition (editor-core §3 and §5). */
export function resolveOption(definition: OptionDefinition, raw: OptionValue | undefined): OptionValue {
  switch (definition.type) {
    case 'checkbox':
      return typeof raw === 'boolean' ? raw : definition.default;
    case 'number': {
      // min defaults to 1 and there is no max without a range (editor-core §9).
      const min = definition.range?.min ?? 1;
      const max = definition.range?.max ?? Number.POSITIVE_INFINITY;
      const value = toNumber(raw) ?? toNumber(definition.default) ?? min;
      return Math.min(Math.max(value, min), max);
    }
    case 'text':
      return typeof raw === 'string' ? raw : definition.default;
    default: {
      const values = definition.values ?? OPTION_TYPE_VALUES[definition.type];
      // Structured options (link, media, route…) are validated by their own readers.
      if (!values) return raw === undefined ? definition.default : raw;
      // Colour swatches can be cleared; null is a choice, not a missing value.
      if (raw === null && definition.type === 'colorSwatches') return null;
      return isOneOf(values, raw) ? raw : definition.default;
    }
  }
}

type Definition<O> = { options: O };

/** One option of a group, typed by its definition, with the default when missing or invalid. */
export function optionOf<O extends Record<string, OptionDefinition>, K extends keyof O & string>(
  definition: Definition<O>,
  group: Pick<GroupNode, 'options'>,
  key: K,
): OptionValueOf<O[K]> {
  const option = definition.options[key];
  // Unreachable for typed callers; guards plain-JS callers passing a key the block lacks.
  if (!option) throw new Error(`Unknown option: ${key}`);
  return resolveOption(option, group.options[key]) as OptionValueOf<O[K]>;
}

/** All options of a group resolved at once, e.g. to evaluate display conditions. */
export function resolveOptions<O extends Record<string, OptionDefinition>>(
  definition: Definition<O>,
  group: Pick<GroupNode, 'options'>,
): { [K in keyof O]: OptionValueOf<O[K]> } {
  const entries = Object.entries(definition.options).map(([key, option]) => [key, resolveOption(option, group.options[key])]);
  return Object.fromEntries(entries) as { [K in keyof O]: OptionValueOf<O[K]> };
}

function looselyEqual(actual: OptionValue | undefined, expected: number | string): boolean {
  if (typeof actual !== 'string' && typeof actual !== 'number' && typeof actual !== 'boolean') return false;
  return typeof expected === 'number' ? toNumber(actual) === expected : String(actual) === expected;
}

/** Whether an option is shown: every condition must hold; no conditions means always. */
export function evaluateDisplayConditions(
  conditions: readonly DisplayCondition[] | undefined,
  options: Readonly<Record<string, OptionValue | undefined>>,
): boolean {
  return (conditions ?? []).every((condition) => {
    const actual = options[condition.option];
    // An unset checkbox is unchecked.
    if ('equals' in condition) return (actual ?? false) === condition.equals;
    const left = toNumber(actual);
    const right = toNumber(condition.value);
    switch (condition.operator) {
      case '>':
        return left !== null && right !== null && left > right;
      case '<':
        return left !== null && right !== null && left < right;
      case '=':
        return looselyEqual(actual, condition.value);
      case '!=':
        return !looselyEqual(actual, condition.value);
      default:
        return false;
    }
  });
}
