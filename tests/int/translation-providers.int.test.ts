import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ZTranslationConfig } from '../../src/server/platform/config';
import { getTranslationProvider } from '../../src/server/services/translation/get-translation-provider';
import { type TranslatableValue, translateValues } from '../../src/server/services/translation/translate-values';
import { TranslationError, type TranslationProvider } from '../../src/server/services/translation/types';
import type { RichTextNode } from '../../src/shared/content/types';
import { richTextPlainText } from '../../src/shared/content/rich-text';
import { type FakeTranslationProvider, startFakeTranslationProvider } from '../support/fake-translation-provider';

/**
 * Each adapter against the local fake engine (tests/support/fake-translation-provider.ts), through
 * the configuration an operator would write: translation with formatting and glossary terms kept,
 * and every way an engine fails mapped to its reason.
 */

type Settings = { url: string; allowPrivate?: boolean; timeoutMs?: number };
type Adapter = { name: string; provider: (settings: Settings) => TranslationProvider; paths: string[] };

function configure(provider: string, settings: Settings, extra: Record<string, string> = {}): TranslationProvider {
  const config = ZTranslationConfig.parse({
    TRANSLATION_PROVIDER: provider,
    TRANSLATION_URL: settings.url,
    TRANSLATION_ALLOW_PRIVATE_URL: settings.allowPrivate === false ? 'false' : 'true',
    TRANSLATION_TIMEOUT_MS: String(settings.timeoutMs ?? 5000),
    ...extra,
  });
  const built = getTranslationProvider(config);
  if (!built) throw new Error('no provider');
  return built;
}

const ADAPTERS: Adapter[] = [
  { name: 'libretranslate', provider: (settings) => configure('libretranslate', settings, { TRANSLATION_API_KEY: 'lt-key' }), paths: ['/translate'] },
  {
    name: 'openai',
    provider: (settings) => configure('openai', { ...settings, url: `${settings.url}/v1` }, { TRANSLATION_API_KEY: 'sk-test', TRANSLATION_MODEL: 'llama3.1' }),
    paths: ['/v1/chat/completions'],
  },
  { name: 'deepl', provider: (settings) => configure('deepl', settings, { TRANSLATION_API_KEY: 'deepl-key' }), paths: ['/v2/translate'] },
];

const link = { type: 'link', attrs: { href: 'https://optik.example/linsen', target: '_blank', link: null } };
const richJson: RichTextNode = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Willkommen bei Webbox' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Brille und ' },
        { type: 'text', text: 'Linsen', marks: [link] },
        { type: 'hardBreak' },
        { type: 'text', text: 'Hallo', marks: [{ type: 'bold' }] },
      ],
    },
  ],
};
const values: TranslatableValue[] = [
  { kind: 'text', value: 'Willkommen bei Webbox' },
  { kind: 'richText', value: { json: richJson, text: richTextPlainText(richJson) } },
];

function failure(promise: Promise<unknown>): Promise<TranslationError> {
  return promise.then(
    () => {
      throw new Error('expected the translation to fail');
    },
    (error: unknown) => {
      if (!(error instanceof TranslationError)) throw error;
      return error;
    },
  );
}

let fake: FakeTranslationProvider;
beforeAll(async () => {
  fake = await startFakeTranslationProvider({ slowMs: 3000 });
});
afterAll(() => fake.close());
afterEach(() => {
  fake.behave('ok');
  fake.requests.length = 0;
});

describe.each(ADAPTERS)('the $name adapter', (adapter) => {
  it('translates text and rich text in one request, keeping formatting, link targets and glossary terms', async () => {
    const result = await translateValues(adapter.provider({ url: fake.url }), { values, from: 'de', to: 'fr', glossary: ['Webbox'] });
    expect(result[0]).toEqual({ kind: 'text', value: 'Bienvenue chez Webbox' });
    const rich = result[1];
    if (rich?.kind !== 'richText') throw new Error('expected rich text');
    expect(rich.value.json).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Bienvenue chez Webbox' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'lunettes et ' },
            { type: 'text', text: 'lentilles', marks: [link] },
            { type: 'hardBreak' },
            { type: 'text', text: 'Bonjour', marks: [{ type: 'bold' }] },
          ],
        },
      ],
    });
    expect(rich.value.text).toBe('Bienvenue chez Webbox\nlunettes et lentilles\nBonjour');
    expect(fake.requests.map((request) => request.path)).toEqual(adapter.paths);
    expect(JSON.stringify(fake.requests[0]?.body)).not.toContain('Webbox');
  });

  it('reports an engine answering 503 as rejected, with its message', async () => {
    fake.behave('down');
    const error = await failure(adapter.provider({ url: fake.url }).translateHtml({ fragments: ['Hallo'], from: 'de', to: 'fr' }));
    expect(error.reason).toBe('rejected');
    expect(error.detail).toContain('down for maintenance');
    expect(fake.requests).toHaveLength(1);
  });

  it('gives up after TRANSLATION_TIMEOUT_MS', async () => {
    fake.behave('slow');
    const started = Date.now();
    const error = await failure(adapter.provider({ url: fake.url, timeoutMs: 300 }).translateHtml({ fragments: ['Hallo'], from: 'de', to: 'fr' }));
    expect(error.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('reports an answer of the wrong shape as badAnswer', async () => {
    fake.behave('garbage');
    const error = await failure(adapter.provider({ url: fake.url }).translateHtml({ fragments: ['Hallo', 'Welt'], from: 'de', to: 'fr' }));
    expect(error.reason).toBe('badAnswer');
  });

  it('reports a refused connection as unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failure(adapter.provider({ url: `http://127.0.0.1:${port}` }).translateHtml({ fragments: ['Hallo'], from: 'de', to: 'fr' }));
    expect(error.reason).toBe('unreachable');
  });

  it('refuses an engine on a loopback address unless TRANSLATION_ALLOW_PRIVATE_URL is set, before sending anything', async () => {
    const error = await failure(adapter.provider({ url: fake.url, allowPrivate: false }).translateHtml({ fragments: ['Hallo'], from: 'de', to: 'fr' }));
    expect(error.reason).toBe('notConfigured');
    expect(error.detail).toContain('TRANSLATION_ALLOW_PRIVATE_URL');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('adapter details', () => {
  it('LibreTranslate: a bare "<" or "&" in its unescaped answer stays text; a language it lacks is unsupportedLanguage', async () => {
    const provider = ADAPTERS[0]!.provider({ url: fake.url });
    const [result] = await translateValues(provider, { values: [{ kind: 'text', value: 'Brille < 100 CHF & Linsen' }], from: 'de', to: 'fr', glossary: [] });
    expect(result).toEqual({ kind: 'text', value: 'lunettes < 100 [fr]CHF & lentilles' });
    expect(fake.requests[0]?.body).toEqual({ q: ['Brille &lt; 100 CHF &amp; Linsen'], source: 'de', target: 'fr', format: 'html', api_key: 'lt-key' });
    const error = await failure(provider.translateHtml({ fragments: ['Hallo'], from: 'de', to: 'rm' }));
    expect(error.reason).toBe('unsupportedLanguage');
  });

  it('OpenAI: JSON mode at temperature 0 with the key as bearer token, the texts as the user message; no /v1 needed', async () => {
    await ADAPTERS[1]!.provider({ url: fake.url }).translateHtml({ fragments: ['Hallo <span translate="no" data-g="0"></span>'], from: 'de', to: 'en' });
    const body = fake.requests[0]?.body as { model: string; temperature: number; response_format: unknown; messages: { role: string; content: string }[] };
    expect([body.model, body.temperature, body.response_format]).toEqual(['llama3.1', 0, { type: 'json_object' }]);
    expect(body.messages[0]?.content).toContain('from German (Swiss Standard German');
    expect(body.messages[0]?.content).toContain('to English (British spelling)');
    expect(JSON.parse(body.messages[1]?.content ?? '')).toEqual({ from: 'de', to: 'en', texts: ['Hallo <span translate="no" data-g="0"></span>'] });
    expect(fake.requests[0]?.authorization).toBe('Bearer sk-test');

    const withoutV1 = configure('openai', { url: fake.url });
    expect(await withoutV1.translateHtml({ fragments: ['Hallo'], from: 'de', to: 'en' })).toEqual(['Hello']);
    expect(fake.requests[1]?.path).toBe('/chat/completions');
    expect(fake.requests[1]?.authorization).toBeUndefined();
  });

  it('DeepL: HTML tag handling, British English as target, the key in its header; languages without tag handling refused', async () => {
    const provider = ADAPTERS[2]!.provider({ url: fake.url });
    expect(await provider.translateHtml({ fragments: ['Hallo <span data-m="0">Welt</span>'], from: 'de', to: 'en' })).toEqual([
      'Hello <span data-m="0">world</span>',
    ]);
    expect(fake.requests[0]?.body).toMatchObject({
      text: ['Hallo <span data-m="0">Welt</span>'],
      source_lang: 'de',
      target_lang: 'en-GB',
      tag_handling: 'html',
    });
    expect(fake.requests[0]?.authorization).toBe('DeepL-Auth-Key deepl-key');
    for (const to of ['rm', 'sq', 'sr', 'hr'] as const) {
      expect((await failure(provider.translateHtml({ fragments: ['Hallo'], from: 'de', to }))).reason).toBe('unsupportedLanguage');
    }
    expect((await failure(provider.translateHtml({ fragments: ['Allegra'], from: 'rm', to: 'de' }))).reason).toBe('unsupportedLanguage');
    expect(fake.requests).toHaveLength(1);
  });

  it('does not follow a redirect, not even to the engine itself', async () => {
    const redirecting = createServer((_request, response) => {
      response.writeHead(307, { location: `${fake.url}/translate` });
      response.end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = redirecting.address() as AddressInfo;
      const provider = configure('libretranslate', { url: `http://127.0.0.1:${port}` });
      const error = await failure(provider.translateHtml({ fragments: ['Hallo'], from: 'de', to: 'fr' }));
      expect(error.reason).toBe('rejected');
      expect(fake.requests).toHaveLength(0);
    } finally {
      redirecting.closeAllConnections();
      await new Promise<void>((resolve) => redirecting.close(() => resolve()));
    }
  });
});
