/**
 * Validation and submission messages of the two public forms. The zod schemas carry these keys as
 * their messages; the texts are `forms.messages.<key>` in the message catalogues, translated at
 * display time (the island with its props, the API with `formMessage` on the server), so the same
 * rule yields the same sentence on both sides.
 */
export const FORM_MESSAGE_KEYS = [
  'anredeRequired',
  'vornameRequired',
  'nachnameRequired',
  'plzRequired',
  'telefonRequired',
  'bevorzugterTerminRequired',
  'bevorzugteUhrzeitRequired',
  'emailInvalid',
  'existingCustomerRequired',
  'themesRequired',
  'themeUnavailable',
  'dateInvalid',
  'spamDetected',
  'tooLong',
  'lineBreaksNotAllowed',
  'invalidCharacters',
  'personsCount',
  'personsNames',
  'companyRequired',
  'nameRequired',
  'phoneFormat',
  'emailFormat',
  'optionBooked',
  'bookingClosed',
  'rateLimited',
  'submitFailed',
  'formNotFound',
] as const;
export type FormMessageKey = (typeof FORM_MESSAGE_KEYS)[number];

export function isFormMessageKey(value: string): value is FormMessageKey {
  return (FORM_MESSAGE_KEYS as readonly string[]).includes(value);
}

/** A schema issue's message as a key; anything else (zod's own wording) reads as the generic failure. */
export function formMessageKey(message: string): FormMessageKey {
  return isFormMessageKey(message) ? message : 'submitFailed';
}
