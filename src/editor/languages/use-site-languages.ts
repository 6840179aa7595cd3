'use client';

import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { ZSiteLanguages, ZSiteLanguagesRequest } from '@/shared/schemas/translation';
import { apiGet, apiPost } from '../api-client';
import { useEditorEnvironment } from '../context';

export type SiteLanguages = z.infer<typeof ZSiteLanguages>;

/**
 * The site's languages and default (`GET/PUT /site/languages`): what the edit route rendered with
 * at first, then the server's current answer. Not a draft: a save applies at once.
 */
export function useSiteLanguages() {
  const env = useEditorEnvironment();
  const [saved, setSaved] = useState<SiteLanguages>({ locales: env.site.locales, defaultLocale: env.site.defaultLocale });

  useEffect(() => {
    let current = true;
    apiGet<unknown>('/site/languages').then(
      (data) => {
        const parsed = ZSiteLanguages.safeParse(data);
        if (current && parsed.success) setSaved(parsed.data);
      },
      // Unreadable: the rendered languages stay (they were current a moment ago).
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  /** Stores the languages; resolves with the server's answer, throws its refusal. */
  const save = useCallback(async (next: SiteLanguages): Promise<SiteLanguages> => {
    const answer = ZSiteLanguages.safeParse(await apiPost('/site/languages', ZSiteLanguagesRequest, next, 'PUT'));
    const stored = answer.success ? answer.data : next;
    setSaved(stored);
    return stored;
  }, []);

  return { saved, save };
}
