'use client';

import type { z } from 'zod';

/** The envelope every API answer has. */
export type Envelope<T> = { success: boolean; error: string | null; status: number; data: T };

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

let requestLanguage: string | null = null;

/**
 * The editor's language, sent as `Accept-Language` on every call so the server answers (errors
 * included) in it. Set by the editor shell before its children render.
 */
export function setRequestLanguage(language: string): void {
  requestLanguage = language;
}

export function languageHeaders(): Record<string, string> {
  return requestLanguage ? { 'accept-language': requestLanguage } : {};
}

async function parse<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !body?.success) {
    throw new ApiError(body?.error ?? `Request failed (${response.status})`, response.status, body?.data ?? null);
  }
  return body.data;
}

/**
 * JSON POST (or PUT) with same-origin credentials (spec §7.2 helpers). The body is checked against the
 * shared schema first, so a bad payload fails here with the same message the server would give.
 */
export async function apiPost<S extends z.ZodType, T = unknown>(path: string, schema: S, body: z.input<S>, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  const checked = schema.safeParse(body);
  if (!checked.success) throw new ApiError(checked.error.issues.map((i) => i.message).join('; '), 400);
  const response = await fetch(`/api/v1${path}`, {
    method,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', ...languageHeaders() },
    body: JSON.stringify(checked.data),
  });
  return parse<T>(response);
}

export async function apiGet<T>(path: string, query: Record<string, string> = {}): Promise<T> {
  const search = new URLSearchParams(query).toString();
  const response = await fetch(`/api/v1${path}${search ? `?${search}` : ''}`, { credentials: 'same-origin', cache: 'no-store', headers: languageHeaders() });
  return parse<T>(response);
}
