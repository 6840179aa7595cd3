'use client';

import { useEffect, useState } from 'react';
import type { TranslationProviderName } from '@/shared/schemas/translation';
import { apiGet } from '../api-client';
import { editorSchemas } from '../lib/schemas';

/** Whether the machine translation is configured; `loaded: false` while the first question is out. */
export type TranslationProviderState = { loaded: false } | { loaded: true; provider: TranslationProviderName | null };

/**
 * The answer of `GET /translation/provider`, asked once per editor session (a page load): it is
 * platform configuration, so every box menu and the settings panel share it. A failed call counts
 * as "none" for now and is asked again by the next one who needs it.
 */
let known: TranslationProviderState = { loaded: false };
let pending: Promise<TranslationProviderName | null> | null = null;

function askProvider(): Promise<TranslationProviderName | null> {
  pending ??= Promise.all([apiGet<unknown>('/translation/provider'), editorSchemas()]).then(
    ([data, schemas]) => {
      const parsed = schemas.ZTranslationProviderStatus.safeParse(data);
      const provider = parsed.success ? parsed.data.provider : null;
      known = { loaded: true, provider };
      return provider;
    },
    () => {
      pending = null;
      return null;
    },
  );
  return pending;
}

/** The configured provider; asks only while `active` (the box menu: once it is opened). */
export function useTranslationProvider(active = true): TranslationProviderState {
  const [state, setState] = useState<TranslationProviderState>(known);
  useEffect(() => {
    if (!active || state.loaded) return;
    let current = true;
    void askProvider().then((provider) => {
      if (current) setState({ loaded: true, provider });
    });
    return () => {
      current = false;
    };
  }, [active, state.loaded]);
  return state;
}

/** Tests only: forget the session's answer. */
export function forgetTranslationProvider(): void {
  known = { loaded: false };
  pending = null;
}

/** Provider names as their makers write them (not translated). */
export const PROVIDER_NAMES: Record<TranslationProviderName, string> = { deepl: 'DeepL', libretranslate: 'LibreTranslate', openai: 'OpenAI' };
