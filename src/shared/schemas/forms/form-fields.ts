import { z } from 'zod';
import { cleanText } from '../clean-text';
import type { FormMessageKey } from './form-messages';

/** A free text of the forms: bounded, trimmed, no NUL or lone surrogates. */
export function freeText(max: number) {
  return cleanText(
    z
      .string()
      .trim()
      .max(max, 'tooLong' satisfies FormMessageKey),
  ).default('');
}

/** A single-line text: trimmed, bounded, and free of CR/LF so it can never inject a mail header. */
export function singleLine(max: number, requiredKey?: FormMessageKey) {
  const base = cleanText(z.string({ error: requiredKey ?? ('tooLong' satisfies FormMessageKey) }))
    .trim()
    .max(max, 'tooLong' satisfies FormMessageKey)
    .refine((value) => !/[\r\n]/.test(value), 'lineBreaksNotAllowed' satisfies FormMessageKey);
  return requiredKey ? base.refine((value) => value.length >= 1, requiredKey) : base;
}

/** A mail address (zod's e-mail rule rejects spaces and line breaks). */
export function emailAddress(key: FormMessageKey) {
  return cleanText(z.string({ error: key }))
    .trim()
    .max(200, key)
    .pipe(z.email(key));
}

/** The honeypot: humans never see it, so anything in it is a bot. */
export const ZHoneypot = cleanText(z.string())
  .max(0, 'spamDetected' satisfies FormMessageKey)
  .default('');

/** Per fill-in of a form the client makes one key; a double click sends the same key twice. */
export const ZSubmissionKey = z.uuid();
