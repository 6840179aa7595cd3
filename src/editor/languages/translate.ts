'use client';

import { type TTranslateRequest, type TTranslateResult, ZTranslateRequest, ZTranslateResult } from '@/shared/schemas/translation';
import { apiPost } from '../api-client';

/**
 * `POST /translation` (editor-panels §7): one field or a whole box machine-translated into drafts.
 * Throws the API's message (already in the editor language) when it is refused or the provider fails.
 */
export async function translate(body: TTranslateRequest, generic: string): Promise<TTranslateResult> {
  const parsed = ZTranslateResult.safeParse(await apiPost('/translation', ZTranslateRequest, body));
  if (!parsed.success) throw new Error(generic);
  return parsed.data;
}
