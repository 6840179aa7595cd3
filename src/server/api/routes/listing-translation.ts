import { ZListing, ZListingIdParam, ZTranslateListingRequest } from '../../../shared/schemas/listings';
import { getDb } from '../../db/client';
import { translateListing } from '../../services/listings/translate-listing';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { envelopeAnswer, errorAnswer, jsonBody } from '../responses';
import { type TranslationApiOptions, translationAccess } from './translation';

/** Machine translation of a listing (the panel's "translate" per language); the provider as for pages. */
export function listingTranslationRoutes(options: TranslationApiOptions = {}) {
  // Provider calls cost money and time: the same per-site budget as the page translations.
  const { requireProvider, perSite } = translationAccess('listing-translation', options);

  const translate = defineRoute({
    method: 'post',
    path: '/listings/{id}/translate',
    auth: 'optician',
    permission: 'listings',
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
