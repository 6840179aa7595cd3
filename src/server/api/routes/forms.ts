import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { rateLimiter } from 'hono-rate-limiter';
import type { z } from 'zod';
import { ZContactFormRequest } from '../../../shared/schemas/forms/contact-form';
import { formMessage } from '../../services/forms/form-message';
import { ZFormFieldErrors, ZFormSubmitted } from '../../../shared/schemas/forms/inbox';
import { ZSponsorFormRequest } from '../../../shared/schemas/forms/sponsor-form';
import { getDb } from '../../db/client';
import { clientIp } from '../../platform/client-ip';
import { submitContactForm } from '../../services/forms/submit-contact-form';
import { submitSponsorForm } from '../../services/forms/submit-sponsor-form';
import type { ApiEnv } from '../context';
import { ZErrorEnvelope, envelopeOf, fail, ok } from '../envelope';
import { bodyLang, formLocale } from '../form-locale';
import { formValidationHook } from '../form-validation-hook';

/** A form is a few KB at most; anything larger is not a visitor typing. */
const MAX_FORM_BYTES = 32 * 1024;
/** Submissions per minute per visitor address, site and form. */
const SUBMISSIONS_PER_MINUTE = 5;

const envelope = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema: envelopeOf(schema) } } });
const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ZErrorEnvelope } } });
const submitAnswers = {
  201: envelope(ZFormSubmitted, 'Stored; the mails are queued'),
  200: envelope(ZFormSubmitted, 'This submission key was stored before: nothing new stored or sent'),
  400: envelope(ZFormFieldErrors, 'Invalid input, one localized message per field; nothing stored'),
  404: errorAnswer('No such live form on this site'),
  413: errorAnswer('Body too large'),
  429: errorAnswer('Too many submissions from this address'),
};

/** The public forms: no sign-in, answers in the visitor's language (see formValidationHook). */
export const formsApi = new OpenAPIHono<ApiEnv>({ defaultHook: formValidationHook });

for (const [path, kind] of [
  ['/contact', 'contact'],
  ['/aspectSponsorForm', 'sponsor'],
] as const) {
  formsApi.use(path, bodyLimit({ maxSize: MAX_FORM_BYTES, onError: (c) => fail(c, 413, formMessage(formLocale(c, undefined), 'tooLong'), { fieldErrors: {} }) }));
  formsApi.use(
    path,
    rateLimiter<ApiEnv>({
      windowMs: 60_000,
      limit: SUBMISSIONS_PER_MINUTE,
      keyGenerator: (c) => `${kind}:${c.get('site').id}:${clientIp(c)}`,
      handler: async (c) => fail(c, 429, formMessage(formLocale(c, await bodyLang(c)), 'rateLimited'), { fieldErrors: {} }),
    }),
  );
}

formsApi.openapi(
  createRoute({
    method: 'post',
    path: '/contact',
    summary: 'A visitor sends the contact form: stored, then the business and the visitor are mailed',
    request: { body: { content: { 'application/json': { schema: ZContactFormRequest } }, required: true } },
    responses: submitAnswers,
  }),
  async (c) => {
    const result = await submitContactForm(getDb(), { site: c.get('site'), request: c.req.valid('json') });
    return ok(c, result, result.duplicate ? 200 : 201);
  },
);

formsApi.openapi(
  createRoute({
    method: 'post',
    path: '/aspectSponsorForm',
    summary: 'A sponsor registers: stored, then the business and the sponsor are mailed',
    request: { body: { content: { 'application/json': { schema: ZSponsorFormRequest } }, required: true } },
    responses: submitAnswers,
  }),
  async (c) => {
    const result = await submitSponsorForm(getDb(), { site: c.get('site'), request: c.req.valid('json') });
    return ok(c, result, result.duplicate ? 200 : 201);
  },
);

