import { getConfig, type TranslationConfig } from '../../platform/config';
import { createDeepLProvider } from './providers/deepl';
import { createLibreTranslateProvider } from './providers/libretranslate';
import { createOpenAiProvider } from './providers/openai';
import { type RequestPolicy, TranslationError, type TranslationProvider } from './types';

function requireUrl(config: TranslationConfig): string {
  if (config.TRANSLATION_URL) return config.TRANSLATION_URL;
  throw new TranslationError('notConfigured', `TRANSLATION_URL is required for TRANSLATION_PROVIDER=${config.TRANSLATION_PROVIDER}`);
}

/**
 * The engine the configuration names (TRANSLATION_PROVIDER and its TRANSLATION_* settings), or
 * null when machine translation is off. Cheap to call per request: adapters hold no connection.
 */
export function getTranslationProvider(config: TranslationConfig = getConfig()): TranslationProvider | null {
  const policy: RequestPolicy = { timeoutMs: config.TRANSLATION_TIMEOUT_MS, allowPrivateUrl: config.TRANSLATION_ALLOW_PRIVATE_URL };
  switch (config.TRANSLATION_PROVIDER) {
    case 'none':
      return null;
    case 'libretranslate':
      return createLibreTranslateProvider({ url: requireUrl(config), apiKey: config.TRANSLATION_API_KEY, policy });
    case 'openai':
      return createOpenAiProvider({ url: requireUrl(config), apiKey: config.TRANSLATION_API_KEY, model: config.TRANSLATION_MODEL, policy });
    case 'deepl': {
      if (!config.TRANSLATION_API_KEY) throw new TranslationError('notConfigured', 'TRANSLATION_API_KEY is required for TRANSLATION_PROVIDER=deepl');
      return createDeepLProvider({ apiKey: config.TRANSLATION_API_KEY, serverUrl: config.TRANSLATION_URL, policy });
    }
  }
}
