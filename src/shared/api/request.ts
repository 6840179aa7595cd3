import type { z } from 'zod';

/** Where the Hono API is mounted (src/app/api/v1). */
export const API_BASE = '/api/v1';
/** The language of the page a visitor is on; public endpoints answer errors in it. */
export const PAGE_LOCALE_HEADER = 'x-page-locale';
/** The editor's UI language; member endpoints answer errors in it (never in the browser's languages). */
export const EDITOR_LANGUAGE_HEADER = 'x-editor-language';

/** Every API answer has this shape (spec: "Responses are read as success flag, error, status, data"). */
export type Envelope<T> = { success: boolean; error: string | null; status: number; data: T };

/** A refused or failed call: the server's sentence (already in the caller's language), status and data. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    /** The HTTP status; 0 when no answer came (no network). */
    readonly status: number,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export type ApiRequestInit<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart (uploads); the browser sets the boundary. */
  form?: FormData;
  /** Public pages: the page's language (errors come back in it). */
  pageLocale?: string;
  /** The editor: its UI language, sent as `X-Editor-Language` (errors come back in it). */
  language?: string;
  /** Checks the answer's data; without it the data is returned as the server sent it. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Outlives the page (a save sent as it is left); the browser caps such bodies at 64 KB. */
  keepalive?: boolean;
  /** Where the API lives when not on this page's origin (server-side callers, tests). */
  origin?: string;
};

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: string | null; data: unknown };

function asObject(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/**
 * Reads an answer: the envelope when there is one (every /api/v1 route), else — better-auth's own
 * `/auth/*` endpoints — the HTTP status decides and the body is the data. Shared by `apiFetch` and
 * by callers that need XMLHttpRequest (upload progress).
 */
export function readEnvelope<T>(status: number, body: unknown, schema?: z.ZodType<T>): ApiResult<T> {
  const envelope = asObject(body);
  const httpOk = status >= 200 && status < 300;
  if (typeof envelope?.success !== 'boolean') return httpOk ? { ok: true, status, data: body as T } : { ok: false, status, error: null, data: body ?? null };
  const error = typeof envelope.error === 'string' && envelope.error.trim() !== '' ? envelope.error : null;
  if (!httpOk || envelope.success !== true) return { ok: false, status, error, data: envelope.data ?? null };
  if (!schema) return { ok: true, status, data: envelope.data as T };
  const parsed = schema.safeParse(envelope.data);
  return parsed.success ? { ok: true, status, data: parsed.data } : { ok: false, status, error: null, data: envelope.data };
}

/** The headers that carry the caller's language (see `ApiRequestInit`). */
export function languageHeaders(init: Pick<ApiRequestInit<unknown>, 'language' | 'pageLocale'>): Record<string, string> {
  const headers: Record<string, string> = {};
  if (init.language) headers[EDITOR_LANGUAGE_HEADER] = init.language;
  if (init.pageLocale) headers[PAGE_LOCALE_HEADER] = init.pageLocale;
  return headers;
}

/**
 * One API call: same-origin credentials, the language headers, JSON or FormData, then the envelope
 * read. Never throws: network failures are `{ ok: false, status: 0 }`, refusals carry the server's
 * sentence, and an answer whose data fails `schema` is refused with the status it came with.
 */
export async function apiFetch<T = unknown>(path: string, init: ApiRequestInit<T> = {}): Promise<ApiResult<T>> {
  const headers = new Headers(languageHeaders(init));
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const search = init.query ? new URLSearchParams(init.query).toString() : '';
  const method = init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET');
  let response: Response;
  try {
    response = await fetch(`${init.origin ?? ''}${API_BASE}${path}${search ? `?${search}` : ''}`, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers,
      body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
      signal: init.signal,
      keepalive: init.keepalive,
    });
  } catch {
    return { ok: false, status: 0, error: null, data: null };
  }
  return readEnvelope(response.status, await response.json().catch(() => null), init.schema);
}

/**
 * The sentence for a call that came back without one of the server's (no answer at all, a
 * proxy's error page): the editor sets one in its language (`setFailureSentence`). Without it the
 * message is empty and the caller shows its own text. Never a status code.
 */
let failureSentence: (status: number) => string = () => '';

export function setFailureSentence(sentence: (status: number) => string): void {
  failureSentence = sentence;
}

/** A refusal without a sentence of the server's, with the one set for its status (see `setFailureSentence`). */
export function failureError(status: number): ApiError {
  return new ApiError(failureSentence(status), status);
}

/** The data of a result, or its refusal as an `ApiError` (the server's sentence, else `failureSentence`). */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiError(result.error ?? failureSentence(result.status), result.status, result.data);
}

/** `apiFetch` for callers that want the data or an `ApiError` thrown. */
export async function apiRequest<T = unknown>(path: string, init: ApiRequestInit<T> = {}): Promise<T> {
  return unwrap(await apiFetch(path, init));
}
