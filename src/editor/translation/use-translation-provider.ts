'use client';

import { useEffect, useState } from 'react';
import type { TranslationProviderName } from '@/shared/schemas/translation';
import { fetchTranslationProvider } from './translation-api';

/**
 * Whether machine translation is set up. 'unknown' while asking, or when the question failed: the
 * actions stay usable then and the server's answer explains a refusal.
 */
export type ProviderState = { status: 'loading' } | { status: 'unknown' } | { status: 'ready'; provider: TranslationProviderName | null };

/** Asks for the provider while `enabled` (the dialog is open), once per opening. */
export function useTranslationProvider(enabled: boolean): ProviderState {
  const [state, setState] = useState<ProviderState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState({ status: 'loading' });
    fetchTranslationProvider().then(
      (provider) => current && setState({ status: 'ready', provider }),
      () => current && setState({ status: 'unknown' }),
    );
    return () => {
      current = false;
    };
  }, [enabled]);
  return state;
}
