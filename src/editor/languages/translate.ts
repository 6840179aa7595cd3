'use client';

import type { TTranslateRequest, TTranslateResult } from '@/shared/schemas/translation';
import { apiPost } from '../api-client';
import { editorSchemas } from '../lib/schemas';

/**
 * `POST /translation` (editor-panels §7): one field or a whole box machine-translated into drafts.
 * Throws the API's message (already in the editor language) when it is refused or the provider fails.
 */
export async function translate(body: TTranslateRequest, generic: string): Promise<TTranslateResult> {
  const answer = await apiPost('/translation', (s) => s.ZTranslateRequest, body);
  const parsed = (await editorSchemas()).ZTranslateResult.safeParse(answer);
  if (!parsed.success) throw new Error(generic);
  return parsed.data;
}
