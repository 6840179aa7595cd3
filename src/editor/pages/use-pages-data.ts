'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { ZDeletedPageList, ZPageList, type TDeletedPage, type TPageListItem } from '@/shared/schemas/site-structure';
import { apiGet } from '../api-client';
import { errorMessage } from '../toolbar/toast-action';

export type PagesData = {
  pages: TPageListItem[] | null;
  deleted: TDeletedPage[];
  error: string | null;
  reload: () => Promise<void>;
};

/**
 * The pages panel's lists (GET /pages, GET /pages/deleted), loaded while the panel is open and
 * again after every change the panel makes. A malformed answer counts as a failure.
 */
export function usePagesData(open: boolean, generic: string): PagesData {
  const [pages, setPages] = useState<TPageListItem[] | null>(null);
  const [deleted, setDeleted] = useState<TDeletedPage[]>([]);
  const [error, setError] = useState<string | null>(null);
  // Only the newest load may set state when answers overtake each other.
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const current = ++generation.current;
    const [list, bin] = await Promise.allSettled([apiGet<unknown>('/pages'), apiGet<unknown>('/pages/deleted')]);
    if (current !== generation.current) return;
    if (list.status === 'rejected') {
      setError(errorMessage(list.reason, generic));
    } else {
      const parsed = ZPageList.safeParse(list.value);
      setError(parsed.success ? null : generic);
      if (parsed.success) setPages(parsed.data.pages);
    }
    const parsedBin = bin.status === 'fulfilled' ? ZDeletedPageList.safeParse(bin.value) : null;
    setDeleted(parsedBin?.success ? parsedBin.data.pages : []);
  }, [generic]);

  useEffect(() => {
    if (open) void reload();
  }, [open, reload]);

  return { pages, deleted, error, reload };
}
