'use client';

import { useCallback, useEffect, useState } from 'react';
import { DISPLAY_TIME_ZONE, type EditorLocale, intlTag } from '@/shared/i18n/config';
import type { TPageVersionSummary } from '@/shared/schemas/site-structure';
import { apiGet } from '../api-client';
import { editorSchemas } from '../lib/schemas';

export type VersionsState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; versions: TPageVersionSummary[] };

/** A version's publication time in the editor language and the spec's time zone. */
export function formatVersionDate(createdAt: string, language: EditorLocale): string {
  return new Intl.DateTimeFormat(intlTag(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: DISPLAY_TIME_ZONE }).format(new Date(createdAt));
}

/**
 * The page's published versions (GET /page/versions), newest first as the server answers. Loaded
 * only while `enabled` (the panel is open or a version is previewed), again each time it turns on.
 */
export function usePageVersions(pageId: string, enabled: boolean): VersionsState {
  const [state, setState] = useState<VersionsState>({ kind: 'loading' });
  const load = useCallback(
    async (isCurrent: () => boolean) => {
      setState({ kind: 'loading' });
      try {
        const answer = await apiGet<unknown>('/page/versions', { id: pageId });
        const parsed = (await editorSchemas()).ZPageVersionList.safeParse(answer);
        if (isCurrent()) setState(parsed.success ? { kind: 'ready', versions: parsed.data.versions } : { kind: 'error' });
      } catch {
        if (isCurrent()) setState({ kind: 'error' });
      }
    },
    [pageId],
  );
  useEffect(() => {
    if (!enabled) return;
    // A slow answer for a closed panel or an earlier page must not overwrite a newer one.
    let current = true;
    void load(() => current);
    return () => {
      current = false;
    };
  }, [enabled, load]);
  return state;
}
