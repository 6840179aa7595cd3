import type { DeepLError, SourceLanguageCode, TargetLanguageCode, Translator } from 'deepl-node';
import type { Locale } from '../../../../shared/locales';
import { translateInBatches } from '../batches';
import { assertAllowedUrl } from '../post-json';
import { type RequestPolicy, TranslationError, type TranslationProvider } from '../types';

/**
 * DeepL codes of the site languages it translates with HTML tag handling (its language table,
 * mid 2026). Albanian, Serbian and Croatian it translates only as plain text, without tag handling,
 * which would drop formatting and glossary placeholders; Romansh not at all. Targets name a
 * variant: British English, European Portuguese.
 */
const SOURCE: Partial<Record<Locale, SourceLanguageCode>> = { de: 'de', fr: 'fr', it: 'it', en: 'en', es: 'es', pt: 'pt' };
const TARGET: Partial<Record<Locale, TargetLanguageCode>> = { de: 'de', fr: 'fr', it: 'it', en: 'en-GB', es: 'es', pt: 'pt-PT' };

/** DeepL takes at most 50 texts and 128 KiB per request. */
const LIMITS = { maxFragments: 50, maxCharacters: 100_000 };

type DeepLModule = typeof import('deepl-node');

/** The client's errors as our reasons (its ConnectionError wraps the axios error and its code). */
function deeplFailure(error: unknown, deepl: DeepLModule): TranslationError {
  if (error instanceof TranslationError) return error;
  if (error instanceof deepl.ConnectionError) {
    const code = (error.error as { code?: unknown } | undefined)?.code;
    if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') return new TranslationError('timeout', 'DeepL did not answer in time (TRANSLATION_TIMEOUT_MS)');
    return new TranslationError('unreachable', error.message);
  }
  if (error instanceof deepl.DeepLError) {
    const message = (error as DeepLError).message;
    if (message.startsWith('Error parsing response JSON')) return new TranslationError('badAnswer', message);
    return new TranslationError('rejected', message);
  }
  return new TranslationError('unreachable', error instanceof Error ? error.message : String(error));
}

/** deepl-node takes no AbortSignal; its own per-attempt timeout is set to ours, and this bounds the whole call. */
async function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TranslationError('timeout', 'DeepL did not answer in time (TRANSLATION_TIMEOUT_MS)')), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * DeepL through its official client, `tagHandling: 'html'`. The client is loaded on the first call
 * (only sites configured for DeepL need it) and never retries: a failure goes back to the editor
 * at once. A configured `serverUrl` passes the same SSRF check as the other engines' URLs; the
 * client's own HTTP stack (axios) cannot take our pinned lookup, so the check is made per call.
 */
export function createDeepLProvider(options: { apiKey: string; serverUrl?: string; policy: RequestPolicy }): TranslationProvider {
  let translator: Translator | undefined;
  let deepl: DeepLModule | undefined;
  return {
    name: 'deepl',
    async translateHtml({ fragments, from, to }) {
      const source = SOURCE[from];
      const target = TARGET[to];
      if (!source) throw new TranslationError('unsupportedLanguage', `DeepL cannot translate from "${from}" with formatting kept`);
      if (!target) throw new TranslationError('unsupportedLanguage', `DeepL cannot translate into "${to}" with formatting kept`);
      if (fragments.length === 0) return [];
      if (options.serverUrl) await assertAllowedUrl(new URL(options.serverUrl), options.policy);
      deepl ??= await import('deepl-node');
      const client = deepl;
      translator ??= new client.Translator(options.apiKey, {
        serverUrl: options.serverUrl,
        maxRetries: 0,
        minTimeout: options.policy.timeoutMs,
        sendPlatformInfo: false,
      });
      const active = translator;
      return translateInBatches(fragments, LIMITS, async (batch) => {
        try {
          const results = await withTimeout(active.translateText(batch, source, target, { tagHandling: 'html' }), options.policy.timeoutMs);
          return results.map((result) => result.text);
        } catch (error) {
          throw deeplFailure(error, client);
        }
      });
    },
  };
}
