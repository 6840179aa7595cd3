'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { MEDIA_PAGE_SIZE, VIDEO_PAGE_SIZE } from '@/shared/constants/media';
import type { MediaInfo } from '@/shared/content/media';
import type { StorageUsage } from '@/shared/schemas/media';
import { listMedia } from './media-api';

export type MediaFilters = { folder: string; tags: string[] };
type ListState = { items: MediaInfo[]; total: number; page: number; loading: boolean; error: string | null; usage: StorageUsage | null };

const INITIAL: ListState = { items: [], total: 0, page: 0, loading: true, error: null, usage: null };

/**
 * One tab of the library: newest first, 40 images or 20 videos a page (editor-panels §9), more on
 * request. Filters restart from page 1; an older answer arriving late is dropped, and an upload
 * shown while page 1 was loading stays even if that page was read before it was stored.
 */
export function useMediaList(mediaType: 'image' | 'video', filters: MediaFilters) {
  const pageSize = mediaType === 'video' ? VIDEO_PAGE_SIZE : MEDIA_PAGE_SIZE;
  const [state, setState] = useState<ListState>(INITIAL);
  const generation = useRef(0);
  // Uploads shown since page 1 was last asked for: an answer read before they were stored must not drop them.
  const addedSincePageOne = useRef<MediaInfo[]>([]);
  const tagsKey = filters.tags.join(',');

  const load = useCallback(
    async (page: number) => {
      const current = ++generation.current;
      if (page === 1) addedSincePageOne.current = [];
      setState((s) => ({ ...s, loading: true, error: null }));
      try {
        const result = await listMedia({ mediaType, page, pageSize, folder: filters.folder || undefined, tags: tagsKey ? tagsKey.split(',') : [] });
        if (current !== generation.current) return;
        setState((s) => {
          // Uploads prepended meanwhile can reappear on a later page; keep each id once.
          const added = addedSincePageOne.current.filter((m) => !result.items.some((o) => o.id === m.id));
          const items = page === 1 ? [...added, ...result.items] : [...s.items, ...result.items.filter((m) => !s.items.some((o) => o.id === m.id))];
          return { items, total: result.total, page, loading: false, error: null, usage: result.usage ?? s.usage };
        });
      } catch (error) {
        if (current !== generation.current) return;
        setState((s) => ({ ...s, loading: false, error: error instanceof Error ? error.message : String(error) }));
      }
    },
    [mediaType, pageSize, filters.folder, tagsKey],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  const prepend = useCallback((media: MediaInfo) => {
    addedSincePageOne.current = [media, ...addedSincePageOne.current];
    setState((s) => (s.items.some((m) => m.id === media.id) ? s : { ...s, items: [media, ...s.items], total: s.total + 1 }));
  }, []);
  const replace = useCallback((media: MediaInfo) => {
    setState((s) => ({ ...s, items: s.items.map((m) => (m.id === media.id ? media : m)) }));
  }, []);
  const remove = useCallback((id: string) => {
    addedSincePageOne.current = addedSincePageOne.current.filter((m) => m.id !== id);
    setState((s) => ({ ...s, items: s.items.filter((m) => m.id !== id), total: Math.max(0, s.total - 1) }));
  }, []);

  return {
    ...state,
    hasMore: state.items.length < state.total,
    loadMore: () => void load(state.page + 1),
    reload: () => void load(1),
    prepend,
    replace,
    remove,
  };
}

export type MediaList = ReturnType<typeof useMediaList>;
