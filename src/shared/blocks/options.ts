import type { GroupNode, OptionValue } from '../content/types';
import { isOneOf, OPTION_TYPE_VALUES, type PaletteColor } from './constants';
import type { DisplayCondition, OptionDefinition } from './types';

/**
 * A group's options read through its block definition: stored options are user data that may be
 * stale or hand-edited, so each resolves to a valid value or the default. Isomorphic: block views,
 * the option editor and the server's block loaders read options the same way.
 */

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

/** Branch ids from the stored `location` option (user data: anything else reads as none). */
export function locationIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((id): id is string => typeof id === 'string' && id.trim() !== ''))];
}
