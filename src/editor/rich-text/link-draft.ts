import type { LinkValue } from '@/shared/content/links';
import { isHttpUrl, type InlineValidationError, validateInlineValue } from '../lib/inline-validation';
import type { LinkDraft, PageRef } from '../lib/link-value';

export type LinkDraftError = 'required' | InlineValidationError;

/** Whatever the user typed, per type, so switching the type radio does not lose it. */
export type LinkInput = { type: LinkDraft['type']; url: string; email: string; phone: string; page: PageRef | null };

export function inputFromDraft(draft: LinkDraft): LinkInput {
  return { type: draft.type, url: draft.url ?? '', email: draft.email ?? '', phone: draft.phone ?? '', page: draft.page };
}

/** A bare domain gets https:// so "beispiel.ch" works as editors expect. */
function withScheme(url: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
}

/**
 * The link value to save, or why not: every type needs a non-empty value (a page needs an id,
 * editor-core §4), and url, email and phone must be valid.
 */
export function linkFromInput(input: LinkInput): { ok: true; link: LinkValue } | { ok: false; error: LinkDraftError } {
  const empty = { url: null, email: null, phone: null, page: null };
  if (input.type === 'page') {
    return input.page ? { ok: true, link: { ...empty, type: 'page', page: input.page } } : { ok: false, error: 'required' };
  }
  const raw = input[input.type].trim();
  if (raw === '') return { ok: false, error: 'required' };
  if (input.type === 'url') {
    const url = withScheme(raw);
    return isHttpUrl(url) ? { ok: true, link: { ...empty, type: 'url', url } } : { ok: false, error: 'url' };
  }
  const checked = validateInlineValue(input.type, raw);
  if (!checked.ok) return { ok: false, error: checked.error };
  return { ok: true, link: { ...empty, type: input.type, [input.type]: checked.value } };
}
