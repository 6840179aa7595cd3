import { ZListing, ZListingIdParam, ZTranslateListingRequest } from '../../../shared/schemas/listings';
import { getDb } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { sharedRateLimiter } from '../../platform/limits/rate-limiter';
import { translateListing } from '../../services/listings/translate-listing';
import { getTranslationProvider } from '../../services/translation/get-translation-provider';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { envelopeAnswer, errorAnswer, jsonBody } from '../responses';
import { TRANSLATIONS_PER_SITE_PER_MINUTE, type TranslationApiOptions } from './translation';

/** Machine translation of a listing (the panel's "translate" per language); the provider as for pages. */
export function listingTranslationRoutes(options: TranslationApiOptions = {}) {
  const providerOf = options.provider ?? (() => getTranslationProvider());
  const requireProvider = () => {
    const provider = providerOf();
    if (!provider) throw new AppError('UNAVAILABLE', 'translation.notConfigured');
    return provider;
  };
  // Provider calls cost money and time: the same per-site budget as the page translations.
  const perSite = sharedRateLimiter<ApiEnv>({
    name: 'listing-translation',
    windowMs: 60_000,
    limit: TRANSLATIONS_PER_SITE_PER_MINUTE,
    keyGenerator: (c) => c.get('site').id,
    handler: () => {
      throw new AppError('TOO_MANY_REQUESTS', 'translation.tooMany');
    },
  });

  const translate = defineRoute({
    method: 'post',
    path: '/listings/{id}/translate',
    auth: 'editor',
    summary: "Machine-translate a listing's title and description from the default language into one language",
    request: { params: ZListingIdParam, body: jsonBody(ZTranslateListingRequest) },
    responses: {
      200: envelopeAnswer(ZListing, 'Translated and saved, the language marked machine translated'),
      400: errorAnswer('Not a site language other than the default, or no title to translate'),
      404: errorAnswer('No such listing on this site'),
      409: errorAnswer('The listing changed during the translation; nothing was saved'),
      429: errorAnswer('Too many translations for this site; try again in a minute'),
      503: errorAnswer('No translation service, or it failed; nothing was changed'),
    },
    guards: [perSite],
    handler: async (c) => {
      const { locale } = c.req.valid('json');
      return ok(c, await translateListing(getDb(), requireProvider, { site: c.get('site'), id: c.req.valid('param').id, locale }));
    },
  });

  return [translate];
}
