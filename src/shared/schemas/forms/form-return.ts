/**
 * What a form posted without JavaScript left for the page it returns to (303 back to the page):
 * the sent state, or the typed values with a localized message per invalid field. The page reads it
 * from the `form` query parameter (and, for errors, a short-lived signed cookie holding the values,
 * so no personal data travels in the URL); such a URL never touches the page cache.
 */
export type FormReturn = {
  /** The form section the post was for: only that section shows the outcome. */
  groupId: string;
  sent: boolean;
  /** A sentence about the whole send (rate limited, form gone), or null. */
  error: string | null;
  /** Localized message per field name. */
  fieldErrors: Record<string, string>;
  /** The values as typed (strings, string lists, booleans, numbers), to fill the form again. */
  values: Record<string, unknown>;
};

/** The query parameter naming a form outcome (`sent.<groupId>` or a cookie's nonce). */
export const FORM_RETURN_PARAM = 'form';

/** Where the forms post without JavaScript (below /api/v1), by block type. */
export const NO_JS_FORM_ACTIONS = {
  contactForm: '/api/v1/forms/contact',
  aspectSponsorForm: '/api/v1/forms/aspectSponsorForm',
} as const;

/** The `id` of a section's form element: the post returns to it as the URL's fragment. */
export function formAnchor(groupId: string): string {
  return `form-${groupId}`;
}

/** Fills a form's defaults from returned values, keeping only known fields of the same kind. */
export function returnedValues<T extends Record<string, unknown>>(defaults: T, values: Record<string, unknown> | undefined): T {
  if (!values) return defaults;
  const merged: Record<string, unknown> = { ...defaults };
  for (const [name, fallback] of Object.entries(defaults)) {
    const value = values[name];
    if (value === undefined) continue;
    // An unchosen radio's default is undefined: whatever text was posted may fill it.
    const sameKind =
      fallback === undefined
        ? typeof value === 'string'
        : Array.isArray(fallback)
          ? Array.isArray(value) && value.every((entry) => typeof entry === 'string')
          : typeof value === typeof fallback;
    if (sameKind) merged[name] = value;
  }
  return merged as T;
}
