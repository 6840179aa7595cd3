import { z } from 'zod';
import { LOCALES } from '../locales';
import { cleanText } from './clean-text';

/** The shortest password sign-up takes (better-auth's `minPasswordLength` says the same). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** Keys of the `signup` catalogue's `errors`: the schema's messages, translated where they are shown. */
export type SignupErrorKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailInvalid'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordCommon'
  | 'termsRequired'
  | 'invalidCharacters'
  | 'invitationInvalid'
  | 'closed'
  | 'rateLimited'
  | 'failed';

const key = (k: SignupErrorKey) => k;

/**
 * The sign-up form (`/{locale}/signup`), shared by its island and the server. The server adds
 * one rule the browser cannot check without shipping the list: the password is not a common one.
 * `lang` is the page language (messages, the verification mail); `invitation` the token of a
 * platform invitation link when sign-up is by invitation only.
 */
export const ZSignupRequest = z.object({
  name: cleanText(z.string({ error: key('nameRequired') }))
    .trim()
    .min(1, key('nameRequired'))
    .max(120, key('nameTooLong'))
    .refine((value) => !/[\r\n]/.test(value), key('nameRequired')),
  email: cleanText(z.string({ error: key('emailInvalid') }))
    .trim()
    .toLowerCase()
    .max(254, key('emailInvalid'))
    .pipe(z.email(key('emailInvalid'))),
  password: z
    .string({ error: key('passwordTooShort') })
    .min(PASSWORD_MIN_LENGTH, key('passwordTooShort'))
    .max(PASSWORD_MAX_LENGTH, key('passwordTooLong')),
  terms: z.literal(true, { error: key('termsRequired') }),
  lang: z.enum(LOCALES),
  invitation: cleanText(z.string()).max(200, key('invitationInvalid')).optional(),
});
export type SignupRequest = z.infer<typeof ZSignupRequest>;
export type SignupInput = z.input<typeof ZSignupRequest>;

/** "Send me a new link": the address and the page language. */
export const ZResendVerificationRequest = z.object({
  email: ZSignupRequest.shape.email,
  lang: z.enum(LOCALES),
});

/** What sign-up answers, whether the address was new or not (it never tells). */
export const ZSignupAnswer = z.object({ status: z.literal('checkMail') });
