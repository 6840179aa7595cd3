import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locale } from '../../src/shared/locales';
import type { TranslationProvider } from '../../src/server/services/translation/types';

/**
 * A local stand-in for the translation engines: LibreTranslate (`POST /translate`), OpenAI-style
 * chat completions (`POST /v1/chat/completions`, `/chat/completions`) and DeepL (`POST
 * /v2/translate`, JSON or form body), on 127.0.0.1. Its "translation" is
 * deterministic and visibly different, and behaves like a real engine in HTML mode: only text
 * between tags changes, tags and attributes never do, nothing inside translate="no" is touched.
 */

const DICTIONARY: Partial<Record<Locale, Record<string, string>>> = {
  fr: {
    Willkommen: 'Bienvenue',
    Brille: 'lunettes',
    Brillen: 'lunettes',
    Sonnenbrillen: 'lunettes de soleil',
    Linsen: 'lentilles',
    und: 'et',
    bei: 'chez',
    Hallo: 'Bonjour',
    Welt: 'monde',
    unsere: 'nos',
    neue: 'nouvelles',
    die: 'les',
    der: 'le',
    das: 'le',
  },
  en: {
    Willkommen: 'Welcome',
    Brille: 'glasses',
    Brillen: 'glasses',
    Sonnenbrillen: 'sunglasses',
    Linsen: 'lenses',
    und: 'and',
    bei: 'at',
    Hallo: 'Hello',
    Welt: 'world',
    unsere: 'our',
    neue: 'new',
    die: 'the',
    der: 'the',
    das: 'the',
  },
};

/**
 * A word of the dictionary in its translation (a capitalised word as the capitalised translation),
 * any other word marked with the target code: `[fr]Optiker`.
 */
function translateWord(word: string, to: string): string {
  const dictionary = DICTIONARY[to as Locale] ?? {};
  const exact = dictionary[word];
  if (exact !== undefined) return exact;
  const lower = dictionary[word.charAt(0).toLowerCase() + word.slice(1)];
  if (lower !== undefined) return lower.charAt(0).toUpperCase() + lower.slice(1);
  return `[${to}]${word}`;
}

/**
 * The fake engine's HTML translation: words in text are translated, entities, tags and everything
 * inside an element with translate="no" stay as they are.
 */
export function fakeTranslateHtml(html: string, to: string): string {
  let protectedDepth = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        const closing = /^<\s*\//.test(part);
        const selfClosing = /\/\s*>$/.test(part);
        if (protectedDepth > 0 && !selfClosing) protectedDepth += closing ? -1 : 1;
        else if (!closing && !selfClosing && /\btranslate\s*=\s*["']?no\b/i.test(part)) protectedDepth = 1;
        return part;
      }
      if (protectedDepth > 0) return part;
      return part.replace(/&[#\w]+;|[\p{L}][\p{L}\p{N}'’-]*/gu, (token) => (token.startsWith('&') ? token : translateWord(token, to)));
    })
    .join('');
}

/** What LibreTranslate does to its HTML output (Python's html.unescape): entities come back bare. */
function unescapeLikeLibreTranslate(html: string): string {
  return html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The fake engine without a socket, for tests of the markup round trip; `calls` records each request. */
export function inMemoryTranslationProvider(): TranslationProvider & { calls: { fragments: string[]; from: Locale; to: Locale }[] } {
  const calls: { fragments: string[]; from: Locale; to: Locale }[] = [];
  return {
    name: 'libretranslate',
    calls,
    async translateHtml(input) {
      calls.push({ ...input, fragments: [...input.fragments] });
      return input.fragments.map((fragment) => fakeTranslateHtml(fragment, input.to));
    },
  };
}

export type FakeTranslationMode = 'ok' | 'down' | 'slow' | 'garbage';
export type FakeTranslationRequest = { path: string; body: unknown; authorization?: string };
export type FakeTranslationProvider = {
  /** Base URL, e.g. http://127.0.0.1:41234 (DeepL's serverUrl and LibreTranslate's URL; add /v1 for chat completions). */
  url: string;
  requests: FakeTranslationRequest[];
  behave(mode: FakeTranslationMode): void;
  close(): Promise<void>;
};

type Protocol = 'libretranslate' | 'openai' | 'deepl';

function protocolOf(path: string): Protocol | null {
  if (path === '/translate') return 'libretranslate';
  if (path === '/v1/chat/completions' || path === '/chat/completions') return 'openai';
  if (path === '/v2/translate') return 'deepl';
  return null;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if ((request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(text);
    return { ...Object.fromEntries(form), text: form.getAll('text') };
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const asTexts = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : []);

/** The answer of a working engine, in each protocol's shape. */
function okAnswer(protocol: Protocol, body: unknown): { status: number; json: unknown } {
  const fields = asRecord(body);
  if (protocol === 'libretranslate') {
    // LibreTranslate has no Romansh model: it refuses the language like a real server does.
    if (fields.target === 'rm') return { status: 400, json: { error: 'rm is not supported' } };
    const translated = asTexts(fields.q).map((text) => unescapeLikeLibreTranslate(fakeTranslateHtml(text, String(fields.target))));
    return { status: 200, json: { translatedText: Array.isArray(fields.q) ? translated : translated[0] } };
  }
  if (protocol === 'deepl') {
    const to =
      String(fields.target_lang ?? '')
        .toLowerCase()
        .split('-')[0] ?? '';
    const translations = asTexts(fields.text).map((text) => ({
      detected_source_language: String(fields.source_lang ?? 'DE').toUpperCase(),
      text: fakeTranslateHtml(text, to),
    }));
    return { status: 200, json: { translations } };
  }
  const messages = Array.isArray(fields.messages) ? fields.messages.map(asRecord) : [];
  const user = asRecord(JSON.parse(String(messages.find((message) => message.role === 'user')?.content ?? '{}')));
  const texts = asTexts(user.texts).map((text) => fakeTranslateHtml(text, String(user.to)));
  return {
    status: 200,
    json: {
      id: 'fake',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify({ texts }) }, finish_reason: 'stop' }],
    },
  };
}

function downAnswer(protocol: Protocol): { status: number; json: unknown } {
  const message = 'The fake translation engine is down for maintenance';
  if (protocol === 'openai') return { status: 503, json: { error: { message, type: 'server_error' } } };
  if (protocol === 'deepl') return { status: 503, json: { message } };
  return { status: 503, json: { error: message } };
}

function garbageAnswer(protocol: Protocol): { status: number; json: unknown } {
  if (protocol === 'openai')
    return { status: 200, json: { choices: [{ index: 0, message: { role: 'assistant', content: 'Gerne! Hier ist die Übersetzung: Bienvenue.' } }] } };
  if (protocol === 'deepl') return { status: 200, json: { translations: 'Bienvenue' } };
  return { status: 200, json: { translated: 'Bienvenue' } };
}

/**
 * Starts the fake engine on 127.0.0.1 (a free port unless `port` is given: the browser tests' server
 * is configured with a fixed one). 'slow' holds each answer for `slowMs` (default 5 s).
 */
export async function startFakeTranslationProvider(options: { slowMs?: number; port?: number } = {}): Promise<FakeTranslationProvider> {
  const requests: FakeTranslationRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let mode: FakeTranslationMode = 'ok';

  const send = (response: ServerResponse, answer: { status: number; json: unknown }) => {
    if (response.writableEnded || response.destroyed) return;
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.json));
  };

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const body = await readBody(request);
    requests.push({ path, body, authorization: request.headers.authorization });
    // A readiness check (Playwright's webServer waits for it).
    if (request.method === 'GET' && path === '/health') return send(response, { status: 200, json: { ok: true } });
    const protocol = request.method === 'POST' ? protocolOf(path) : null;
    if (!protocol) return send(response, { status: 404, json: { error: `No such endpoint: ${request.method} ${path}` } });
    if (mode === 'down') return send(response, downAnswer(protocol));
    if (mode === 'garbage') return send(response, garbageAnswer(protocol));
    if (mode === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(response, okAnswer(protocol, body));
      }, options.slowMs ?? 5000);
      timers.add(timer);
      return;
    }
    send(response, okAnswer(protocol, body));
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    behave: (next) => {
      mode = next;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
