import { z } from 'zod';
import { translateInBatches } from '../batches';
import { endpointUrl, postJson } from '../post-json';
import { type RequestPolicy, TranslationError, type TranslationProvider } from '../types';

const ZAnswer = z.object({ translatedText: z.array(z.string()) });

/** What LibreTranslate says (400) when a language model is not installed on the server. */
const UNSUPPORTED = /is not supported|is not available as a target language/i;

/**
 * LibreTranslate (self-hosted or hosted): `POST /translate` with `q` as an array and `format: html`,
 * which translates the text between tags and leaves the tags alone. Note it unescapes its output,
 * so a "<" or "&" typed in a text comes back bare; the fragment parser takes that as text.
 */
export function createLibreTranslateProvider(options: { url: string; apiKey?: string; policy: RequestPolicy }): TranslationProvider {
  const url = endpointUrl(options.url, 'translate');
  return {
    name: 'libretranslate',
    translateHtml: ({ fragments, from, to }) =>
      translateInBatches(fragments, { maxFragments: 100, maxCharacters: 50_000 }, async (batch) => {
        const body = { q: batch, source: from, target: to, format: 'html', ...(options.apiKey ? { api_key: options.apiKey } : {}) };
        let answer: unknown;
        try {
          answer = await postJson({ url, body, policy: options.policy });
        } catch (error) {
          if (error instanceof TranslationError && error.reason === 'rejected' && UNSUPPORTED.test(error.detail)) {
            throw new TranslationError('unsupportedLanguage', error.detail);
          }
          throw error;
        }
        const parsed = ZAnswer.safeParse(answer);
        if (!parsed.success) throw new TranslationError('badAnswer', 'LibreTranslate answered without a translatedText list');
        return parsed.data.translatedText;
      }),
  };
}
