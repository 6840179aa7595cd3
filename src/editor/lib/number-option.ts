/** Number options (editor-core §5): clamped to the range; min defaults to 1, no max without one. */
export type NumberRange = { min?: number; max?: number };

export const NUMBER_OPTION_MIN_DEFAULT = 1;

export function numberBounds(range?: NumberRange): { min: number; max: number } {
  const min = range?.min ?? NUMBER_OPTION_MIN_DEFAULT;
  const max = range?.max ?? Number.POSITIVE_INFINITY;
  // A range with max below min can only mean min.
  return { min, max: Math.max(min, max) };
}

/** Empty or non-numeric input becomes the minimum; a decimal comma is read as a point. */
export function clampNumberOption(raw: string | number, range?: NumberRange): number {
  const { min, max } = numberBounds(range);
  const text = typeof raw === 'number' ? null : raw.trim().replace(',', '.');
  const value = text === null ? raw : text === '' ? Number.NaN : Number(text);
  if (typeof value !== 'number' || !Number.isFinite(value)) return min;
  return Math.min(Math.max(value, min), max);
}

/** The plus and minus buttons: one step from the (clamped) current value, staying within bounds. */
export function stepNumberOption(value: string | number, delta: number, range?: NumberRange): number {
  return clampNumberOption(clampNumberOption(value, range) + delta, range);
}
