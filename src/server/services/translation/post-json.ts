import { pinnedFetch } from '../feeds/pinned-fetch';
import { assertPublicUrl, UnsafeUrlError } from '../feeds/public-url';
import { type RequestPolicy, TranslationError } from './types';

/** Answers are a few times the size of the texts sent; anything far beyond is not a translation. */
const MAX_ANSWER_BYTES = 10_000_000;

/** `path` below a configured base URL, keeping the base's own path (`http://host:11434/v1` + `chat/completions`). */
export function endpointUrl(base: string, path: string): URL {
  return new URL(path, base.endsWith('/') ? base : `${base}/`);
}

/**
 * The SSRF guard: unless the operator allowed private engines, the URL's host must resolve to
 * public addresses only. A host that does not resolve is unreachable; a private one is a
 * configuration the operator has to confirm (TRANSLATION_ALLOW_PRIVATE_URL).
 */
export async function assertAllowedUrl(url: URL, policy: RequestPolicy): Promise<void> {
  if (policy.allowPrivateUrl) return;
  try {
    await assertPublicUrl(url);
  } catch (error) {
    if (!(error instanceof UnsafeUrlError)) throw error;
    if (error.message.startsWith('Host does not resolve')) throw new TranslationError('unreachable', error.message);
    throw new TranslationError('notConfigured', `${error.message} (set TRANSLATION_ALLOW_PRIVATE_URL=true for an engine on this machine or network)`);
  }
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current instanceof Error && chain.length < 5; current = current.cause) chain.push(current);
  return chain;
}

/** A failed fetch as one of our reasons: our timeout, the pinned lookup's refusal, or no connection. */
export function fetchFailure(error: unknown): TranslationError {
  if (error instanceof TranslationError) return error;
  const chain = causes(error);
  if (chain.some((entry) => entry instanceof Error && (entry.name === 'TimeoutError' || entry.name === 'AbortError'))) {
    return new TranslationError('timeout', 'The translation engine did not answer in time (TRANSLATION_TIMEOUT_MS)');
  }
  if (chain.some((entry) => entry instanceof UnsafeUrlError)) {
    return new TranslationError('notConfigured', 'The engine resolves to a private address (set TRANSLATION_ALLOW_PRIVATE_URL=true for a local engine)');
  }
  const last = chain.at(-1);
  const code = last && typeof (last as { code?: unknown }).code === 'string' ? `${(last as { code: string }).code}: ` : '';
  return new TranslationError('unreachable', `${code}${last instanceof Error ? last.message : String(error)}`);
}

/** Reads the body as text, giving up past MAX_ANSWER_BYTES instead of buffering whatever arrives. */
async function readText(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new TranslationError('badAnswer', 'The answer is too large');
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** The message an engine put in its error body: `{error}`, `{error:{message}}`, `{message}`, `{detail}`, else the raw text. */
function providerMessage(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object') {
      const { error, message, detail } = parsed as Record<string, unknown>;
      const nested = error && typeof error === 'object' ? (error as Record<string, unknown>).message : undefined;
      const found = [error, nested, message, detail].find((candidate) => typeof candidate === 'string');
      if (typeof found === 'string') return found;
    }
  } catch {
    // Not JSON: the raw body (an HTML error page, a proxy's text) is the message.
  }
  return body.trim();
}

/**
 * POST a JSON body and read a JSON answer, within one timeout covering connect, answer and body.
 * Redirects are not followed (an engine that redirects is misconfigured or up to something);
 * without TRANSLATION_ALLOW_PRIVATE_URL the connection goes through `pinnedFetch`, whose lookup
 * refuses private addresses again at connect time (no DNS-rebinding gap after the check).
 */
export async function postJson(options: { url: URL; body: unknown; headers?: Record<string, string>; policy: RequestPolicy }): Promise<unknown> {
  await assertAllowedUrl(options.url, options.policy);
  const fetchImpl = options.policy.allowPrivateUrl ? fetch : pinnedFetch;
  let status: number;
  let text: string;
  try {
    const response = await fetchImpl(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...options.headers },
      body: JSON.stringify(options.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(options.policy.timeoutMs),
    });
    status = response.status;
    text = await readText(response);
  } catch (error) {
    throw fetchFailure(error);
  }
  if (status >= 300 && status < 400) throw new TranslationError('rejected', `The engine answered with a redirect (${status}), which is not followed`);
  if (status < 200 || status >= 300) throw new TranslationError('rejected', `${status}: ${providerMessage(text) || 'no message'}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new TranslationError('badAnswer', `The answer is not JSON: ${text.trim()}`);
  }
}
