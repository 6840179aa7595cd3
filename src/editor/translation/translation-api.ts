'use client';

import type { z } from 'zod';
import type { Locale } from '@/shared/locales';
import { type TSavedItem, ZSavedItem } from '@/shared/schemas/editor';
import {
  type TTranslateResult,
  type TranslationProviderName,
  ZConfirmTranslationRequest,
  ZTranslateMissingRequest,
  ZTranslateResult,
  ZTranslationProviderStatus,
} from '@/shared/schemas/translation';
import { ApiError, apiGet, apiPost } from '../api-client';

/** The configured machine-translation provider, or null when none is set up (AI actions are disabled then). */
export async function fetchTranslationProvider(): Promise<TranslationProviderName | null> {
  return ZTranslationProviderStatus.parse(await apiGet<unknown>('/translation/provider')).provider;
}

/** Machine-translates every missing text of the page into `to` (each from its source language). */
export async function translateMissing(request: { pageId: string; to: Locale }): Promise<TTranslateResult> {
  return parsed(ZTranslateResult, await apiPost('/translation/missing', ZTranslateMissingRequest, request));
}

/** A person accepts the machine translation of one field in one language as it is. */
export async function confirmTranslation(request: { fieldId: string; locale: Locale }): Promise<TSavedItem> {
  return parsed(ZSavedItem, await apiPost('/translation/confirm', ZConfirmTranslationRequest, request));
}

/** An answer of another shape than agreed fails like any error (no message: the caller's generic text shows). */
function parsed<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError('', 500);
  return result.data;
}
