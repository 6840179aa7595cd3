'use client';

import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { toSlug } from '@/shared/content/slug';
import type { Locale } from '@/shared/locales';
import { type TPageInfo, type TUpdatePageInfoRequest, ZPageInfo, type ZPasswordChange } from '@/shared/schemas/site-structure';
import { apiGet } from '../api-client';
import { errorMessage } from '../toolbar/toast-action';

export type PasswordChange = z.input<typeof ZPasswordChange>;

/** What the settings form edits: the page info without its read-only parts, plus the password change. */
export type PageInfoDraft = Pick<TPageInfo, 'slug' | 'name' | 'description' | 'role' | 'disallowedLanguages' | 'hiddenFromSearch'> & {
  password: PasswordChange;
};

export function draftOf(info: TPageInfo): PageInfoDraft {
  return {
    slug: { ...info.slug },
    name: { ...info.name },
    description: { ...info.description },
    role: info.role,
    disallowedLanguages: [...info.disallowedLanguages],
    hiddenFromSearch: info.hiddenFromSearch,
    password: { action: 'keep' },
  };
}

/** Languages whose slug would be empty after `toSlug` although the page has (or gets) one there. */
export function emptySlugs(info: TPageInfo, draft: PageInfoDraft, locales: readonly Locale[]): Locale[] {
  return locales.filter((locale) => {
    const typed = draft.slug[locale];
    const had = Boolean(info.slug[locale]);
    return (had || typed !== undefined) && !toSlug(typed ?? '');
  });
}

/** The POST /page/info body: slugs made URL-safe, empty texts left out. */
export function updateRequest(info: TPageInfo, draft: PageInfoDraft, locales: readonly Locale[]): TUpdatePageInfoRequest {
  const pick = (values: Partial<Record<Locale, string>>, transform: (value: string) => string) => {
    const out: Partial<Record<Locale, string>> = {};
    for (const locale of locales) {
      const value = transform(values[locale] ?? '');
      if (value) out[locale] = value;
    }
    return out;
  };
  return {
    id: info.id,
    version: info.version,
    slug: pick(draft.slug, toSlug),
    name: pick(draft.name, (value) => value.trim()),
    description: pick(draft.description, (value) => value.trim()),
    role: draft.role,
    disallowedLanguages: draft.disallowedLanguages,
    hiddenFromSearch: draft.hiddenFromSearch,
    password: draft.password.action === 'set' ? { action: 'set', value: draft.password.value } : draft.password,
  };
}

/** GET /page/info for the settings dialog; `reload` fetches it again (after a 409). */
export function usePageInfo(pageId: string | null, generic: string) {
  const [info, setInfo] = useState<TPageInfo | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async (): Promise<TPageInfo | null> => {
    if (!pageId) return null;
    try {
      const parsed = ZPageInfo.safeParse(await apiGet<unknown>('/page/info', { id: pageId }));
      if (!parsed.success) throw new Error(generic);
      setInfo(parsed.data);
      setError(null);
      return parsed.data;
    } catch (failure) {
      setError(errorMessage(failure, generic));
      return null;
    }
  }, [pageId, generic]);

  useEffect(() => {
    setInfo(null);
    void reload();
  }, [reload]);

  return { info, error, reload };
}
