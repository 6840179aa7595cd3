/** Validation of inline inputs (editor-core §5). Whether the value changed is the caller's concern. */
export type InlineFormat = 'text' | 'number' | 'email' | 'phone' | 'url';
export type InlineValidationError = 'number' | 'email' | 'phone' | 'url';
export type InlineValidationResult = { ok: true; value: string | null } | { ok: false; error: InlineValidationError };

const NUMBER = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const PHONE = /^\+?\d+$/;

/** An absolute http(s) URL with a host; the URL parser alone accepts far more (javascript:, "http:x"). */
export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function validateInlineValue(format: InlineFormat, raw: string): InlineValidationResult {
  const value = raw.trim();
  // Empty or whitespace-only saves null (editor-core §4).
  if (value === '') return { ok: true, value: null };
  switch (format) {
    case 'number':
      return NUMBER.test(value) ? { ok: true, value } : { ok: false, error: 'number' };
    case 'email':
      return EMAIL.test(value) ? { ok: true, value } : { ok: false, error: 'email' };
    case 'phone':
      // Numeric once whitespace is removed; the number is kept as typed, spaces and all.
      return PHONE.test(value.replace(/\s+/g, '')) ? { ok: true, value } : { ok: false, error: 'phone' };
    case 'url':
      return isHttpUrl(value) ? { ok: true, value } : { ok: false, error: 'url' };
    default:
      return { ok: true, value };
  }
}
