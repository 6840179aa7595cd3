import { z } from 'zod';
import { LOCALES } from '../../locales';
import { ZHoneypot, ZSubmissionKey, emailAddress, freeText, singleLine } from './form-fields';
import { CONTACT_THEMES } from '../../content/form-options';
import type { FormMessageKey } from './form-messages';

export { CONTACT_THEMES, type ContactTheme } from '../../content/form-options';

export const SALUTATIONS = ['frau', 'herr', 'divers'] as const;
export const EXISTING_CUSTOMER_ANSWERS = ['ja', 'nein'] as const;

const key = (k: FormMessageKey) => k;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** What the visitor fills in (spec §3.5, rules §5.2). Shared by the React form and the API. */
export const ZContactFormValues = z.object({
  anrede: z.enum(SALUTATIONS, { error: key('anredeRequired') }),
  vorname: singleLine(100, 'vornameRequired'),
  nachname: singleLine(100, 'nachnameRequired'),
  dateOfBirth: singleLine(10)
    .refine((value) => value === '' || isoDate.test(value), key('dateInvalid'))
    .default(''),
  strasse: singleLine(200).default(''),
  plz: singleLine(10, 'plzRequired'),
  ort: singleLine(100).default(''),
  email: emailAddress('emailInvalid'),
  telefon: singleLine(50, 'telefonRequired'),
  existingCustomer: z.enum(EXISTING_CUSTOMER_ANSWERS, { error: key('existingCustomerRequired') }),
  themes: z
    .array(z.enum(CONTACT_THEMES, { error: key('themeUnavailable') }), { error: key('themesRequired') })
    .min(1, key('themesRequired'))
    .max(CONTACT_THEMES.length, key('themesRequired')),
  bevorzugterTermin: singleLine(50, 'bevorzugterTerminRequired'),
  bevorzugteUhrzeit: singleLine(50, 'bevorzugteUhrzeitRequired'),
  fragenAnmerkungen: freeText(4000),
  website: ZHoneypot,
});
export type ContactFormValues = z.infer<typeof ZContactFormValues>;
export type ContactFormInput = z.input<typeof ZContactFormValues>;

/**
 * The request body of POST /api/v1/contact. The recipient address and the confirmation texts are
 * the server's (block option, then site settings) — never taken from the request, so the form
 * cannot be used to send mail to arbitrary addresses.
 */
export const ZContactFormRequest = ZContactFormValues.extend({
  /** The visitor's language: the confirmation mail and error messages use it. */
  lang: z.enum(LOCALES),
  /** The contactForm section the visitor filled in (its options decide which themes are offered). */
  groupId: z.uuid(),
  submissionKey: ZSubmissionKey,
});
export type ContactFormRequest = z.infer<typeof ZContactFormRequest>;
