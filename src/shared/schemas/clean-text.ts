import type { z } from 'zod';

/**
 * The message of the refinement below: a key that exists both in the `forms` catalogue
 * (`messages.invalidCharacters`) and in the `api` catalogue (`request.invalidCharacters`), so the
 * forms' and the API's validation hooks each answer it in the caller's language.
 */
export const INVALID_CHARACTERS = 'invalidCharacters';

/** NUL, or a UTF-16 surrogate without its partner: PostgreSQL refuses the first, UTF-8 cannot hold the second. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what it refuses
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isCleanText(value: string): boolean {
  return !UNSAFE.test(value);
}

/** Deeper than any JSON we accept; a walk stops here instead of exhausting the stack. */
const MAX_DEPTH = 64;

/** Every string (keys included) in a JSON value is clean, and the value nests at most 64 levels. */
export function isCleanDeep(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isCleanText(value);
  if (value === null || typeof value !== 'object') return true;
  if (depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => isCleanDeep(item, depth + 1));
  return Object.entries(value).every(([key, item]) => isCleanText(key) && isCleanDeep(item, depth + 1));
}

/**
 * The one refinement every text taken at a boundary carries: no NUL bytes and no lone surrogates.
 * zod 4's refine keeps the schema's type, so `.max()` and friends still chain after it.
 */
export function cleanText<T extends z.ZodType<string>>(schema: T): T {
  return schema.refine(isCleanText, INVALID_CHARACTERS) as T;
}
