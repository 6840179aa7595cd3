import { ZMediaInfo, ZTranslateAltRequest } from '../../../shared/schemas/media';
import { getDb } from '../../db/client';
import { translateMediaAlt } from '../../services/media/translate-alt';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { envelopeAnswer, errorAnswer, jsonBody } from '../responses';
import { type TranslationApiOptions, translationAccess } from './translation';

/** Machine translation of an image's alternative texts (the library's image dialog); the provider as for pages. */
export function mediaAltRoutes(options: TranslationApiOptions = {}) {
  // Provider calls cost money and time: the same per-site budget as the page translations.
  const { requireProvider, perSite } = translationAccess('media-alt-translation', options);

  const translate = defineRoute({
    method: 'post',
    path: '/media/translateAlt',
    auth: 'optician',
    permission: 'media',
    summary: "Machine-translate an image's alternative text into the given site languages, or into every site language still without one",
    request: { body: jsonBody(ZTranslateAltRequest) },
    responses: {
      200: envelopeAnswer(ZMediaInfo, 'Translated and saved, the languages marked machine translated'),
      400: errorAnswer('Not an image, not a site language, or no alternative text to translate from'),
      404: errorAnswer('No such media on this site'),
      429: errorAnswer('Too many translations for this site; try again in a minute'),
      503: errorAnswer('No translation service, or it failed; nothing was changed'),
    },
    guards: [perSite],
    handler: async (c) => {
      const { id, locales } = c.req.valid('json');
      return ok(c, await translateMediaAlt(getDb(), requireProvider, { site: c.get('site'), id, ...(locales ? { locales } : {}) }));
    },
  });

  return [translate];
}
