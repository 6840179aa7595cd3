import { z } from 'zod';
import { ZContactFormRequest } from '../../../shared/schemas/forms/contact-form';
import { ZSponsorFormRequest } from '../../../shared/schemas/forms/sponsor-form';
import { getDb } from '../../db/client';
import { contactRequestOf, sponsorRequestOf } from '../../services/forms/form-post-values';
import { submitContactForm } from '../../services/forms/submit-contact-form';
import { submitSponsorForm } from '../../services/forms/submit-sponsor-form';
import { defineRoute } from '../define-route';
import { answerFormPost } from '../form-post-answer';
import { errorAnswer } from '../responses';
import { contactGuards, sponsorGuards } from './forms';

/**
 * The public forms posted by a browser without JavaScript (`<form method="post">`): the same
 * origin check, limits, schema and services as the JSON routes, answered with a 303 back to the
 * page — with the sent marker, or with the values and messages in a short-lived signed cookie.
 */
const ZPostedForm = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const postedBody = { content: { 'application/x-www-form-urlencoded': { schema: ZPostedForm } }, required: true as const };
const postAnswers = {
  303: { description: 'Back to the page: `?form=sent.{groupId}` when stored, else `?form={nonce}` with the values and messages in the `wb_form` cookie' },
  400: errorAnswer('No form section or language named: nothing to return to'),
  413: errorAnswer('Body too large'),
};

const contactPost = defineRoute({
  method: 'post',
  path: '/forms/contact',
  auth: 'public',
  summary: 'The contact form posted without JavaScript: stored and mailed like POST /contact, answered by a redirect to the page',
  request: { body: postedBody },
  responses: postAnswers,
  bodyLimit: 'own',
  guards: contactGuards,
  handler: async (c) =>
    answerFormPost(c, ZContactFormRequest, contactRequestOf(c.req.valid('form')), (request) => submitContactForm(getDb(), { site: c.get('site'), request })),
});

const sponsorPost = defineRoute({
  method: 'post',
  path: '/forms/aspectSponsorForm',
  auth: 'public',
  summary: 'The sponsor form posted without JavaScript: stored and mailed like POST /aspectSponsorForm, answered by a redirect to the page',
  request: { body: postedBody },
  responses: postAnswers,
  bodyLimit: 'own',
  guards: sponsorGuards,
  handler: async (c) =>
    answerFormPost(c, ZSponsorFormRequest, sponsorRequestOf(c.req.valid('form')), (request) => submitSponsorForm(getDb(), { site: c.get('site'), request })),
});

export const formPostRoutes = [contactPost, sponsorPost];
