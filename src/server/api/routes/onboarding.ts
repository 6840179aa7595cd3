import type { Hook } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { suggestSiteSlug } from '../../../shared/onboarding/site-slug';
import { ZNewSiteAnswer, ZNewSiteRequest, ZSlugCheck } from '../../../shared/schemas/onboarding';
import { getDb } from '../../db/client';
import { getAuth, getSessionUser } from '../../platform/auth';
import { requestClientAddress } from '../../platform/client-address';
import { sharedRateLimiter } from '../../platform/limits/rate-limiter';
import { getLogger } from '../../platform/logger';
import { CLIENT_IP_HEADER } from '../../platform/request-headers';
import { checkSiteSlug } from '../../services/onboarding/check-site-slug';
import { createSiteFromWizard } from '../../services/onboarding/create-site-from-wizard';
import { handoffUrl } from '../../services/onboarding/site-handoff';
import { PlatformFormRefusal } from '../../services/signup/signup-refusal';
import { getEditorLanguage } from '../../services/users/get-editor-language';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';
import { fail, ok } from '../envelope';
import {
  fieldErrorsOf,
  onboardingTexts,
  pageLocaleOf,
  platformHostOnly,
  postedForm,
  redirect303,
  redirectWithErrors,
  refusalOutcome,
  wizardLocale,
} from '../platform/platform-forms';
import { envelopeAnswer, errorAnswer, jsonBody } from '../responses';

/** The wizard's messages: the person's editor language, else the page's (when the editor has it), else German. */
async function textsFor(userId: string | null, lang: unknown) {
  const preference = userId ? await getEditorLanguage(getDb(), { userId }).catch(() => null) : null;
  return onboardingTexts(wizardLocale(preference, pageLocaleOf(lang)));
}

const wizardValidationHook: Hook<unknown, ApiEnv, string, unknown> = async (result, c) => {
  if (result.success) return;
  const raw = (result as { data?: unknown }).data;
  const texts = await textsFor(c.get('user')?.id ?? null, typeof raw === 'object' && raw !== null && 'lang' in raw ? raw.lang : undefined);
  const fieldErrors = fieldErrorsOf(result.error.issues, texts);
  return fail(c, 400, Object.values(fieldErrors)[0] ?? texts.translate('failed'), { fieldErrors });
};

/** A person creates a few sites at most; the limit keeps a script from squatting addresses in bulk. */
const wizardLimit = sharedRateLimiter<ApiEnv>({
  name: 'wizard-sites',
  windowMs: 10 * 60_000,
  limit: 10,
  keyGenerator: (c) => c.get('user')?.id ?? requestClientAddress(c),
  handler: async (c) => fail(c, 429, (await textsFor(c.get('user')?.id ?? null, undefined)).translate('rateLimited')),
});

const slugCheck = defineRoute({
  method: 'get',
  path: '/onboarding/slug',
  auth: 'user',
  summary: "The wizard's live check of a site address: well-formed, not reserved, not taken",
  request: { query: z.object({ slug: z.string().max(200) }) },
  responses: { 200: envelopeAnswer(ZSlugCheck, 'Whether `{slug}.{PLATFORM_DOMAIN}` is free, else why not'), 429: errorAnswer('Too many checks') },
  guards: [
    platformHostOnly,
    sharedRateLimiter<ApiEnv>({ name: 'wizard-slug-check', windowMs: 60_000, limit: 120, keyGenerator: (c) => c.get('user')?.id ?? requestClientAddress(c) }),
  ],
  handler: async (c) => ok(c, await checkSiteSlug(getDb(), c.req.valid('query').slug)),
});

const createJson = defineRoute({
  method: 'post',
  path: '/onboarding/site',
  auth: 'user',
  summary: 'The "Neue Website" wizard: a published site at {slug}.{PLATFORM_DOMAIN} with its owner, in one transaction; only for a verified address',
  request: { body: jsonBody(ZNewSiteRequest) },
  responses: {
    201: envelopeAnswer(ZNewSiteAnswer, 'Created; `next` signs the owner in on the new host and opens its editor'),
    400: errorAnswer('Invalid input or a reserved address: a sentence per field'),
    403: errorAnswer('The e-mail address is not verified yet'),
    409: errorAnswer('The address is taken'),
    429: errorAnswer('Too many sites in a short time'),
  },
  guards: [platformHostOnly, wizardLimit],
  validationHook: wizardValidationHook,
  handler: async (c) => {
    const request = c.req.valid('json');
    const userId = c.get('user').id;
    try {
      const site = await createSiteFromWizard(getDb(), { userId, request });
      return ok(c, { siteId: site.siteId, host: site.host, next: handoffUrl(site.host, site.handoffToken) }, 201);
    } catch (error) {
      const outcome = refusalOutcome(error, await textsFor(userId, request.lang));
      return fail(c, outcome.status as 400, outcome.error, { fieldErrors: outcome.fieldErrors });
    }
  },
});

const createForm = defineRoute({
  method: 'post',
  path: '/onboarding/site/form',
  auth: 'public',
  site: false,
  summary: 'The wizard without JavaScript (urlencoded businessName, slug, locales, defaultLocale, businessKind, start, lang)',
  responses: { 303: { description: "To the page that continues to the new site's hand-off, back to the wizard with the messages, or to sign-in" } },
  guards: [platformHostOnly],
  handler: async (c: Context) => {
    const { first, all } = await postedForm(c);
    const lang = pageLocaleOf(first.lang);
    const user = await getSessionUser(c.req.raw.headers);
    if (!user) return redirect303(c, `/${lang}/login?next=${encodeURIComponent(`/${lang}/new-site`)}`);
    const texts = await textsFor(user.id, lang);
    const businessName = first.businessName ?? '';
    // Without JavaScript nobody filled the address in as the name was typed: an empty one is made from the name.
    const input = {
      businessName,
      slug: (first.slug ?? '').trim() || suggestSiteSlug(businessName),
      locales: all('locales'),
      defaultLocale: first.defaultLocale,
      businessKind: first.businessKind,
      start: first.start,
      lang,
    };
    const back = (error: string | null, fieldErrors: Record<string, string>) =>
      redirectWithErrors(c, { page: `/${lang}/new-site`, form: 'new-site', error, fieldErrors, values: { ...input } });
    const parsed = ZNewSiteRequest.safeParse(input);
    if (!parsed.success) return back(null, fieldErrorsOf(parsed.error.issues, texts));
    try {
      const site = await createSiteFromWizard(getDb(), { userId: user.id, request: parsed.data });
      // Not straight to the new host: a form post may only redirect within its own origin (CSP
      // form-action 'self'), so a page of this host continues there (a meta refresh and a link).
      return redirect303(c, `/${lang}/new-site?${new URLSearchParams({ ready: site.host, token: site.handoffToken }).toString()}`);
    } catch (error) {
      if (!(error instanceof PlatformFormRefusal)) {
        // Nothing was kept (one transaction): the person may simply try again.
        getLogger().error({ err: error }, 'the wizard could not create a site');
        return back(texts.translate('failed'), {});
      }
      const outcome = refusalOutcome(error, texts);
      return back(outcome.error, outcome.fieldErrors);
    }
  },
});

/** Headers better-auth reads when it creates the session: the Host (the session's site), the client address and agent. */
function sessionHeaders(c: Context): Headers {
  const headers = new Headers();
  for (const name of ['host', 'user-agent', CLIENT_IP_HEADER]) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

const handoff = defineRoute({
  method: 'get',
  path: '/handoff',
  auth: 'public',
  summary: "Redeems the wizard's one-time hand-off on the new site's host: signs its owner in here and opens the editor with the toolbar",
  request: { query: z.object({ token: z.string().max(200) }) },
  responses: {
    303: { description: 'To `/{default locale}/edit?toolbar=1` signed in, or to the sign-in page when the link is used, expired or for another site' },
  },
  guards: [sharedRateLimiter<ApiEnv>({ name: 'site-handoff', windowMs: 60_000, limit: 30, keyGenerator: (c) => requestClientAddress(c) })],
  handler: async (c) => {
    const site = c.get('site');
    const editor = `/${site.defaultLocale}/edit?toolbar=1`;
    const { headers, response } = await getAuth().api.redeemSiteHandoff({
      body: { token: c.req.valid('query').token, siteId: site.id },
      headers: sessionHeaders(c),
      returnHeaders: true,
    });
    if (!response.redeemed) return redirect303(c, `/${site.defaultLocale}/login?next=${encodeURIComponent(editor)}`);
    for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
    return redirect303(c, editor);
  },
});

export const onboardingRoutes = [slugCheck, createJson, createForm, handoff];
