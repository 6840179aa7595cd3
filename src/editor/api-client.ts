'use client';

import type { z } from 'zod';
import { ApiError, type Envelope, apiRequest, setFailureSentence } from '@/shared/api/request';
import { type EditorSchemas, editorSchemas } from './lib/schemas';

export { ApiError, type Envelope };

/** The sentences for a call that came back without the server's own, by what happened. */
export type RequestFailureTexts = { offline: string; server: string; tooLarge: string; tooMany: string; signIn: string; refused: string };

/** What a person reads when a call failed without a sentence of the server's (never a status code). */
export function requestFailureSentence(texts: RequestFailureTexts, status: number): string {
  if (status === 0) return texts.offline;
  if (status === 401) return texts.signIn;
  if (status === 413) return texts.tooLarge;
  if (status === 429) return texts.tooMany;
  if (status >= 500 || status === 408) return texts.server;
  return texts.refused;
}

/**
 * The editor's UI language, sent as `X-Editor-Language` with every call so the API answers errors
 * in it, and the sentences in it for calls that got no answer (EditorShell keeps both current).
 */
let editorLanguage: string | undefined;
export function setEditorApiLanguage(language: string, failures: RequestFailureTexts): void {
  editorLanguage = language;
  setFailureSentence((status) => requestFailureSentence(failures, status));
}
export function editorApiLanguage(): string | undefined {
  return editorLanguage;
}

/**
 * The schema a call is checked with: the schema itself, or — from code on the edit route's first
 * screen, which keeps zod out of its first JavaScript — a pick from the lazily loaded schema set,
 * `(schemas) => schemas.ZSaveItemRequest`.
 */
export type SchemaRef<S extends z.ZodType> = S | ((schemas: EditorSchemas) => S);

/**
 * JSON POST (or PUT) with same-origin credentials (spec §7.2 helpers). The body is sent as the
 * shared schema reads it; one the schema refuses is sent as it is, so the refusal comes from the
 * server, in the editor language (zod's own wording is English and technical).
 */
export async function apiPost<S extends z.ZodType, T = unknown>(
  path: string,
  schema: SchemaRef<S>,
  body: z.input<S>,
  method: 'POST' | 'PUT' = 'POST',
  transport: { keepalive?: boolean } = {},
): Promise<T> {
  const resolved = typeof schema === 'function' ? schema(await editorSchemas()) : schema;
  const checked = resolved.safeParse(body);
  return apiRequest<T>(path, { method, json: checked.success ? checked.data : body, language: editorLanguage, keepalive: transport.keepalive });
}

export async function apiGet<T>(path: string, query: Record<string, string> = {}): Promise<T> {
  return apiRequest<T>(path, { query, language: editorLanguage });
}
