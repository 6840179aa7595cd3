import { z } from 'zod';
import type { Locale } from '../../../../shared/locales';
import { translateInBatches } from '../batches';
import { endpointUrl, postJson } from '../post-json';
import { type RequestPolicy, TranslationError, type TranslationProvider } from '../types';

/**
 * DeepL codes of the site languages it translates with HTML tag handling (its language table,
 * mid 2026). Albanian, Serbian and Croatian it translates only as plain text, without tag handling,
 * which would drop formatting and glossary placeholders; Romansh not at all. Targets name a
 * variant: British English, European Portuguese.
 */
const SOURCE: Partial<Record<Locale, string>> = { de: 'de', fr: 'fr', it: 'it', en: 'en', es: 'es', pt: 'pt' };
const TARGET: Partial<Record<Locale, string>> = { de: 'de', fr: 'fr', it: 'it', en: 'en-GB', es: 'es', pt: 'pt-PT' };

/** DeepL takes at most 50 texts and 128 KiB per request. */
const LIMITS = { maxFragments: 50, maxCharacters: 100_000 };

/** DeepL's API for its free keys (which end in ":fx") and for paid ones. */
const FREE_API = 'https://api-free.deepl.com';
const PRO_API = 'https://api.deepl.com';

const ZAnswer = z.object({ translations: z.array(z.object({ text: z.string(), detected_source_language: z.string().optional() })) });

/** The API a key belongs to, unless the operator named one (TRANSLATION_URL: a proxy, a test double). */
export function deeplBaseUrl(apiKey: string, serverUrl?: string): string {
  if (serverUrl) return serverUrl;
  return apiKey.endsWith(':fx') ? FREE_API : PRO_API;
}

/**
 * DeepL's REST API (`POST /v2/translate`, `tag_handling: html`) on our guarded client (`postJson`):
 * the same private-address check and pinned lookup as the other engines, one timeout for the whole
 * call, no redirects followed and no retries — a failure goes back to the editor at once.
 */
export function createDeepLProvider(options: { apiKey: string; serverUrl?: string; policy: RequestPolicy }): TranslationProvider {
  const url = endpointUrl(deeplBaseUrl(options.apiKey, options.serverUrl), 'v2/translate');
  const headers = { authorization: `DeepL-Auth-Key ${options.apiKey}` };
  return {
    name: 'deepl',
    async translateHtml({ fragments, from, to }) {
      const source = SOURCE[from];
      const target = TARGET[to];
      if (!source) throw new TranslationError('unsupportedLanguage', `DeepL cannot translate from "${from}" with formatting kept`);
      if (!target) throw new TranslationError('unsupportedLanguage', `DeepL cannot translate into "${to}" with formatting kept`);
      if (fragments.length === 0) return [];
      return translateInBatches(fragments, LIMITS, async (batch) => {
        const body = { text: batch, source_lang: source, target_lang: target, tag_handling: 'html' };
        const parsed = ZAnswer.safeParse(await postJson({ url, body, headers, policy: options.policy }));
        if (!parsed.success) throw new TranslationError('badAnswer', 'DeepL answered without a translations list');
        if (parsed.data.translations.length !== batch.length)
          throw new TranslationError('badAnswer', `DeepL answered ${parsed.data.translations.length} texts for ${batch.length}`);
        return parsed.data.translations.map((translation) => translation.text);
      });
    },
  };
}
