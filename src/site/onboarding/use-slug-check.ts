'use client';

import { useEffect, useState } from 'react';
import { apiFetch } from '@/shared/api/request';
import { ZSlugCheck, type SlugCheck } from '@/shared/schemas/onboarding';

/**
 * The live availability check of a site address while the person types (300 ms after the last
 * key; an answer for an older value is dropped). Only an enhancement: the server checks again on
 * submit, and without JavaScript the submit is the check.
 */
export function useSlugCheck(slug: string, language: string): { checking: boolean; result: SlugCheck | null } {
  const [state, setState] = useState<{ checking: boolean; result: SlugCheck | null }>({ checking: false, result: null });
  useEffect(() => {
    if (!slug) {
      setState({ checking: false, result: null });
      return;
    }
    const controller = new AbortController();
    setState((current) => ({ checking: true, result: current.result }));
    const timer = setTimeout(async () => {
      const answer = await apiFetch('/onboarding/slug', { query: { slug }, language, schema: ZSlugCheck, signal: controller.signal });
      if (controller.signal.aborted) return;
      setState({ checking: false, result: answer.ok ? answer.data : null });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug, language]);
  return state;
}
