import { bodyLimit } from 'hono/body-limit';
import { ZContactFormRequest } from '../../../shared/schemas/forms/contact-form';
import { formMessage } from '../../services/forms/form-message';
import { ZFormFieldErrors, ZFormSubmitted } from '../../../shared/schemas/forms/inbox';
import { ZSponsorFormRequest } from '../../../shared/schemas/forms/sponsor-form';
import { getDb } from '../../db/client';
import { requestClientAddress } from '../../platform/client-address';
import { submitContactForm } from '../../services/forms/submit-contact-form';
import { submitSponsorForm } from '../../services/forms/submit-sponsor-form';
import { sharedRateLimiter } from '../../platform/limits/rate-limiter';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';
import { fail, ok } from '../envelope';
import { bodyLang, formLocale } from '../form-locale';
import { formValidationHook } from '../form-validation-hook';
import { envelopeAnswer, errorAnswer, jsonBody } from '../responses';
import { isFormPost, rateLimitedFormPost } from '../form-post-answer';
import { contactRequestOf, sponsorRequestOf } from '../../services/forms/form-post-values';

/** A form is a few KB at most; anything larger is not a visitor typing. */
const MAX_FORM_BYTES = 32 * 1024;
/** Submissions per minute per visitor address, site and form. */
const SUBMISSIONS_PER_MINUTE = 5;

const submitAnswers = {
  201: envelopeAnswer(ZFormSubmitted, 'Stored; the mails are queued'),
  200: envelopeAnswer(ZFormSubmitted, 'This submission key was stored before: nothing new stored or sent'),
  400: envelopeAnswer(ZFormFieldErrors, 'Invalid input, one localized message per field; nothing stored'),
  404: errorAnswer('No such live form on this site'),
  413: errorAnswer('Body too large'),
  429: errorAnswer('Too many submissions from this address'),
};

/**
 * Size and rate limits of one public form, answered in the visitor's language like its validation.
 * One instance per form serves its JSON route and its post without JavaScript (`form-posts.ts`),
 * so both count against the same limit; a post over it goes back to the form with the sentence.
 */
const formGuards = (kind: 'contact' | 'sponsor') => [
  bodyLimit({ maxSize: MAX_FORM_BYTES, onError: (c) => fail(c, 413, formMessage(formLocale(c, undefined), 'tooLong'), { fieldErrors: {} }) }),
  sharedRateLimiter<ApiEnv>({
    name: `form-${kind}`,
    windowMs: 60_000,
    limit: SUBMISSIONS_PER_MINUTE,
    keyGenerator: (c) => `${kind}:${c.get('site').id}:${requestClientAddress(c)}`,
    handler: async (c) =>
      isFormPost(c)
        ? rateLimitedFormPost(c, kind === 'contact' ? contactRequestOf : sponsorRequestOf)
        : fail(c, 429, formMessage(formLocale(c, await bodyLang(c)), 'rateLimited'), { fieldErrors: {} }),
  }),
];
export const contactGuards = formGuards('contact');
export const sponsorGuards = formGuards('sponsor');

/** The public forms: no sign-in, answers in the visitor's language (see formValidationHook). */
const contact = defineRoute({
  method: 'post',
  path: '/contact',
  auth: 'public',
  summary: 'A visitor sends the contact form: stored, then the business and the visitor are mailed',
  request: { body: jsonBody(ZContactFormRequest) },
  responses: submitAnswers,
  bodyLimit: 'own',
  guards: contactGuards,
  validationHook: formValidationHook,
  handler: async (c) => {
    const result = await submitContactForm(getDb(), { site: c.get('site'), request: c.req.valid('json') });
    return ok(c, result, result.duplicate ? 200 : 201);
  },
});

const sponsor = defineRoute({
  method: 'post',
  path: '/aspectSponsorForm',
  auth: 'public',
  summary: 'A sponsor registers: stored, then the business and the sponsor are mailed',
  request: { body: jsonBody(ZSponsorFormRequest) },
  responses: submitAnswers,
  bodyLimit: 'own',
  guards: sponsorGuards,
  validationHook: formValidationHook,
  handler: async (c) => {
    const result = await submitSponsorForm(getDb(), { site: c.get('site'), request: c.req.valid('json') });
    return ok(c, result, result.duplicate ? 200 : 201);
  },
});

export const formRoutes = [contact, sponsor];
