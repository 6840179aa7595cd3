'use client';

import type { z } from 'zod';
import type { Locale } from '@/shared/locales';
import type { TSavedItem } from '@/shared/schemas/editor';
import type { TTranslateResult, TranslationProviderName } from '@/shared/schemas/translation';
import { ApiError, apiGet, apiPost } from '../api-client';
import { type EditorSchemas, editorSchemas } from '../lib/schemas';

/** The configured machine-translation provider, or null when none is set up (AI actions are disabled then). */
export async function fetchTranslationProvider(): Promise<TranslationProviderName | null> {
  const answer = await apiGet<unknown>('/translation/provider');
  return (await editorSchemas()).ZTranslationProviderStatus.parse(answer).provider;
}

/** Machine-translates every missing text of the page into `to` (each from its source language). */
export async function translateMissing(request: { pageId: string; to: Locale }): Promise<TTranslateResult> {
  return parsed((s) => s.ZTranslateResult, await apiPost('/translation/missing', (s) => s.ZTranslateMissingRequest, request));
}

/** A person accepts the machine translation of one field in one language as it is. */
export async function confirmTranslation(request: { fieldId: string; locale: Locale }): Promise<TSavedItem> {
  return parsed((s) => s.ZSavedItem, await apiPost('/translation/confirm', (s) => s.ZConfirmTranslationRequest, request));
}

/** Machine-translates anew one outdated translation (`fieldId`) or all of a page in `to` (issue 31). */
export async function translateOutdated(request: { pageId: string; to: Locale; fieldId?: string }): Promise<TTranslateResult> {
  return parsed((s) => s.ZTranslateResult, await apiPost('/translation/outdated', (s) => s.ZTranslateOutdatedRequest, request));
}

/** "Ist noch richtig": a translation stays as it is, its outdated mark goes. */
export async function confirmOutdated(request: { fieldId: string; locale: Locale }): Promise<TSavedItem> {
  return parsed((s) => s.ZSavedItem, await apiPost('/translation/outdated/confirm', (s) => s.ZConfirmOutdatedRequest, request));
}

/** An answer of another shape than agreed fails like any error (no message: the caller's generic text shows). */
async function parsed<S extends z.ZodType>(pick: (schemas: EditorSchemas) => S, value: unknown): Promise<z.infer<S>> {
  const result = pick(await editorSchemas()).safeParse(value);
  if (!result.success) throw new ApiError('', 500);
  return result.data;
}
