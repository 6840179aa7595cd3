import { describe, expect, it } from 'vitest';
import { DEFAULT_TRANSLATION_MODEL, parseConfig, ZTranslationConfig } from '../../platform/config';
import { getTranslationProvider } from './get-translation-provider';

const dataDir = '/tmp/webbox-translation-config-test';
const secret = { DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32) };

describe('translation configuration', () => {
  it('is off by default: no provider, 20 s timeout, private engines refused', () => {
    const config = parseConfig(secret);
    expect(config.TRANSLATION_PROVIDER).toBe('none');
    expect(config.TRANSLATION_TIMEOUT_MS).toBe(20_000);
    expect(config.TRANSLATION_ALLOW_PRIVATE_URL).toBe(false);
    expect(config.TRANSLATION_MODEL).toBe(DEFAULT_TRANSLATION_MODEL);
    expect(getTranslationProvider(config)).toBeNull();
  });

  it('stops the start naming the variable an engine needs', () => {
    expect(() => parseConfig({ ...secret, TRANSLATION_PROVIDER: 'libretranslate' })).toThrow(/TRANSLATION_URL/);
    expect(() => parseConfig({ ...secret, TRANSLATION_PROVIDER: 'openai', TRANSLATION_URL: '' })).toThrow(/TRANSLATION_URL/);
    expect(() => parseConfig({ ...secret, TRANSLATION_PROVIDER: 'deepl' })).toThrow(/TRANSLATION_API_KEY/);
    expect(() => parseConfig({ ...secret, TRANSLATION_PROVIDER: 'google' })).toThrow(/TRANSLATION_PROVIDER/);
    expect(() => parseConfig({ ...secret, TRANSLATION_PROVIDER: 'openai', TRANSLATION_URL: 'ftp://engine' })).toThrow(/TRANSLATION_URL/);
    expect(() => parseConfig({ ...secret, TRANSLATION_TIMEOUT_MS: 'soon' })).toThrow(/TRANSLATION_TIMEOUT_MS/);
    expect(() => parseConfig({ ...secret, TRANSLATION_ALLOW_PRIVATE_URL: 'maybe' })).toThrow(/TRANSLATION_ALLOW_PRIVATE_URL/);
  });

  it('builds the engine the configuration names', () => {
    const libre = ZTranslationConfig.parse({
      TRANSLATION_PROVIDER: 'libretranslate',
      TRANSLATION_URL: 'http://127.0.0.1:5000',
      TRANSLATION_ALLOW_PRIVATE_URL: 'true',
      TRANSLATION_TIMEOUT_MS: '500',
    });
    expect([libre.TRANSLATION_ALLOW_PRIVATE_URL, libre.TRANSLATION_TIMEOUT_MS]).toEqual([true, 500]);
    expect(getTranslationProvider(libre)?.name).toBe('libretranslate');
    const openai = ZTranslationConfig.parse({ TRANSLATION_PROVIDER: 'openai', TRANSLATION_URL: 'http://127.0.0.1:11434/v1', TRANSLATION_MODEL: ' ' });
    expect(openai.TRANSLATION_MODEL).toBe(DEFAULT_TRANSLATION_MODEL);
    expect(getTranslationProvider(openai)?.name).toBe('openai');
    expect(getTranslationProvider(ZTranslationConfig.parse({ TRANSLATION_PROVIDER: 'deepl', TRANSLATION_API_KEY: 'key:fx' }))?.name).toBe('deepl');
  });
});
