'use client';

import type { z } from 'zod';
import { ApiError, type Envelope, apiRequest } from '@/shared/api/request';

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
 * JSON POST with same-origin credentials (spec §7.2 helpers). The body is checked against the
 * shared schema first, so a bad payload fails here with the same message the server would give.
 */
export async function apiPost<S extends z.ZodType, T = unknown>(path: string, schema: S, body: z.input<S>): Promise<T> {
  const checked = schema.safeParse(body);
  if (!checked.success) throw new ApiError(checked.error.issues.map((i) => i.message).join('; '), 400);
  return apiRequest<T>(path, { method: 'POST', json: checked.data, language: editorLanguage });
}

export async function apiGet<T>(path: string, query: Record<string, string> = {}): Promise<T> {
  return apiRequest<T>(path, { query, language: editorLanguage });
}
