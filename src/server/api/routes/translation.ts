import {
  ZConfirmOutdatedRequest,
  ZConfirmTranslationRequest,
  ZSiteLanguages,
  ZSiteLanguagesRequest,
  ZTranslateMissingRequest,
  ZTranslateOutdatedRequest,
  ZTranslateRequest,
  ZTranslateResult,
  ZTranslationProviderStatus,
} from '../../../shared/schemas/translation';
import { ZSavedItem } from '../../../shared/schemas/editor';
import { getDb } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { sharedRateLimiter } from '../../platform/limits/rate-limiter';
import { updateSiteLanguages } from '../../services/sites/update-site-languages';
import { confirmOutdated, confirmTranslation } from '../../services/translation/confirm-translation';
import { getTranslationProvider } from '../../services/translation/get-translation-provider';
import { translateFields, translateMissing, translateOutdated } from '../../services/translation/translate-fields';
import type { TranslationProvider } from '../../services/translation/types';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { envelopeAnswer, errorAnswer, jsonBody } from '../responses';

export type TranslationApiOptions = { provider?: () => TranslationProvider | null };

/** Provider calls cost money and time: a site gets this many per minute, whoever asks. */
export const TRANSLATIONS_PER_SITE_PER_MINUTE = 20;

const translateAnswers = {
  200: envelopeAnswer(ZTranslateResult, 'Translated, saved as drafts marked "machine translated"'),
  400: errorAnswer('Invalid input, or nothing to translate'),
  404: errorAnswer('No such page, box or field on this site'),
  429: errorAnswer('Too many translations for this site; try again in a minute'),
  503: errorAnswer('No translation service, or it failed; nothing was changed'),
};

/**
 * What every machine-translation route needs: the provider (503 without one) and a per-site budget
 * of provider calls under its own limiter name.
 */
export function translationAccess(name: string, options: TranslationApiOptions) {
  const providerOf = options.provider ?? (() => getTranslationProvider());
  const requireProvider = () => {
    const provider = providerOf();
    if (!provider) throw new AppError('UNAVAILABLE', 'translation.notConfigured');
    return provider;
  };
  const perSite = sharedRateLimiter<ApiEnv>({
    name,
    windowMs: 60_000,
    limit: TRANSLATIONS_PER_SITE_PER_MINUTE,
    keyGenerator: (c) => c.get('site').id,
    handler: () => {
      throw new AppError('TOO_MANY_REQUESTS', 'translation.tooMany');
    },
  });
  return { providerOf, requireProvider, perSite };
}

/** Translation endpoints; the provider is the configured one (tests hand in one speaking to a local fake). */
export function translationRoutes(options: TranslationApiOptions = {}) {
  const { providerOf, requireProvider, perSite } = translationAccess('translation', options);

  const translate = defineRoute({
    method: 'post',
    path: '/translation',
    auth: 'editor',
    permission: 'content.edit',
    summary: 'Machine-translate one field (fieldId) or every text of one box (groupId) from one language into another',
    request: { body: jsonBody(ZTranslateRequest) },
    responses: translateAnswers,
    guards: [perSite],
    handler: async (c) => {
      const { pageId, fieldId, groupId, from, to } = c.req.valid('json');
      const result = await translateFields(getDb(), requireProvider, {
        site: c.get('site'),
        pageId,
        from,
        to,
        ...(fieldId ? { fieldId } : {}),
        ...(groupId ? { groupId } : {}),
      });
      return ok(c, result);
    },
  });

  const translateAllMissing = defineRoute({
    method: 'post',
    path: '/translation/missing',
    auth: 'editor',
    permission: 'content.edit',
    summary: 'Machine-translate every text of a page that is missing in one language',
    request: { body: jsonBody(ZTranslateMissingRequest) },
    responses: translateAnswers,
    guards: [perSite],
    handler: async (c) => {
      const { pageId, to } = c.req.valid('json');
      return ok(c, await translateMissing(getDb(), requireProvider, { site: c.get('site'), pageId, to }));
    },
  });

  const confirm = defineRoute({
    method: 'post',
    path: '/translation/confirm',
    auth: 'editor',
    permission: 'content.edit',
    summary: 'Accept a machine translation as it is (its "machine translated" mark goes)',
    request: { body: jsonBody(ZConfirmTranslationRequest) },
    responses: { 200: envelopeAnswer(ZSavedItem, 'The field'), 400: errorAnswer('Invalid input'), 404: errorAnswer('No such field on this site') },
    handler: async (c) => {
      const { fieldId, locale } = c.req.valid('json');
      return ok(c, await confirmTranslation(getDb(), { siteId: c.get('site').id, fieldId, locale }));
    },
  });

  const translateAllOutdated = defineRoute({
    method: 'post',
    path: '/translation/outdated',
    auth: 'editor',
    permission: 'content.edit',
    summary: 'Machine-translate anew the outdated translations of a page in one language (one field with fieldId, else all)',
    request: { body: jsonBody(ZTranslateOutdatedRequest) },
    responses: translateAnswers,
    guards: [perSite],
    handler: async (c) => {
      const { pageId, to, fieldId } = c.req.valid('json');
      return ok(c, await translateOutdated(getDb(), requireProvider, { site: c.get('site'), pageId, to, ...(fieldId ? { fieldId } : {}) }));
    },
  });

  const confirmStillRight = defineRoute({
    method: 'post',
    path: '/translation/outdated/confirm',
    auth: 'editor',
    permission: 'content.edit',
    summary: 'Keep a translation whose source changed ("Ist noch richtig"): its outdated mark goes',
    request: { body: jsonBody(ZConfirmOutdatedRequest) },
    responses: { 200: envelopeAnswer(ZSavedItem, 'The field'), 400: errorAnswer('Invalid input'), 404: errorAnswer('No such field on this site') },
    handler: async (c) => {
      const { fieldId, locale } = c.req.valid('json');
      return ok(c, await confirmOutdated(getDb(), { siteId: c.get('site').id, fieldId, locale }));
    },
  });

  const providerStatus = defineRoute({
    method: 'get',
    path: '/translation/provider',
    auth: 'optician',
    permission: 'site.view',
    summary: 'Which machine-translation service is configured (null: none, AI translation is off)',
    responses: { 200: envelopeAnswer(ZTranslationProviderStatus, 'The provider') },
    handler: async (c) => ok(c, { provider: providerOf()?.name ?? null }),
  });

  const readLanguages = defineRoute({
    method: 'get',
    path: '/site/languages',
    auth: 'optician',
    permission: 'site.view',
    summary: "The site's languages and its default language",
    responses: { 200: envelopeAnswer(ZSiteLanguages, 'The languages') },
    handler: async (c) => ok(c, { locales: c.get('site').locales, defaultLocale: c.get('site').defaultLocale }),
  });

  const writeLanguages = defineRoute({
    method: 'put',
    path: '/site/languages',
    auth: 'admin',
    permission: 'languages',
    summary: "Set the site's languages (of the ten) and default; a new language stays hidden per page until translated and published",
    request: { body: jsonBody(ZSiteLanguagesRequest) },
    responses: { 200: envelopeAnswer(ZSiteLanguages, 'Saved'), 400: errorAnswer('Invalid languages') },
    handler: async (c) => ok(c, await updateSiteLanguages(getDb(), { siteId: c.get('site').id, request: c.req.valid('json') })),
  });

  return [translate, translateAllMissing, confirm, translateAllOutdated, confirmStillRight, providerStatus, readLanguages, writeLanguages];
}
