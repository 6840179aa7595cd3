'use client';

import type { z } from 'zod';
import { ApiError, type Envelope, apiRequest } from '@/shared/api/request';
import { type EditorSchemas, editorSchemas } from './lib/schemas';

export { ApiError, type Envelope };

/**
 * The editor's UI language, sent as Accept-Language with every call so the API answers errors in
 * it (EditorShell keeps it current; a stored per-user preference feeds the same value).
 */
let editorLanguage: string | undefined;
export function setEditorApiLanguage(language: string): void {
  editorLanguage = language;
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
 * JSON POST (or PUT) with same-origin credentials (spec §7.2 helpers). The body is checked against the
 * shared schema first, so a bad payload fails here with the same message the server would give.
 */
export async function apiPost<S extends z.ZodType, T = unknown>(path: string, schema: SchemaRef<S>, body: z.input<S>, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  const resolved = typeof schema === 'function' ? schema(await editorSchemas()) : schema;
  const checked = resolved.safeParse(body);
  if (!checked.success) throw new ApiError(checked.error.issues.map((i) => i.message).join('; '), 400);
  return apiRequest<T>(path, { method, json: checked.data, language: editorLanguage });
}

export async function apiGet<T>(path: string, query: Record<string, string> = {}): Promise<T> {
  return apiRequest<T>(path, { query, language: editorLanguage });
}
