'use client';

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { TSitePublicationStatus } from '@/shared/schemas/site-structure';
import type { TMissingTranslations } from '@/shared/schemas/translation';
import { apiGet } from '../api-client';
import { editorSchemas } from '../lib/schemas';
import { useTrackedRefresh } from '../toolbar/page-refresh';
import type { PublicationCounts } from './publish-state';

export type EditorStatus = {
  publication: PublicationCounts | null;
  /** Per language the missing texts and whether they block publishing; null while unknown. */
  translation: TMissingTranslations | null;
  /** Unpublished changes of the whole site (other pages, navigation, settings); null while unknown. */
  site: TSitePublicationStatus | null;
  loading: boolean;
  refresh: () => Promise<void>;
};

const EditorStatusContext = createContext<EditorStatus | null>(null);

/** Loads the page's publication and translation status and the site's drafts; editing components ask it to reload after a change. */
export function EditorStatusProvider({ pageId, enabled = true, children }: { pageId: string; enabled?: boolean; children: ReactNode }) {
  const [publication, setPublication] = useState<PublicationCounts | null>(null);
  const [translation, setTranslation] = useState<TMissingTranslations | null>(null);
  const [site, setSite] = useState<TSitePublicationStatus | null>(null);
  const [loading, setLoading] = useState(true);
  // Answers can arrive out of order after quick edits; only the newest request may set state.
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    const current = ++generation.current;
    setLoading(true);
    const [schemas, pub, trans, siteStatus] = await Promise.allSettled([
      editorSchemas(),
      apiGet<unknown>('/page/status/publication', { id: pageId }),
      apiGet<unknown>('/page/status/translation/missing', { id: pageId }),
      apiGet<unknown>('/site/status/publication'),
    ]);
    if (current !== generation.current) return;
    // The schemas not loading (a dropped connection) counts as a failed status.
    const checks = schemas.status === 'fulfilled' ? schemas.value : null;
    // A failed or malformed status hides publish and revert rather than offering them wrongly.
    const parsedPub = checks && pub.status === 'fulfilled' ? checks.ZPublicationStatus.safeParse(pub.value) : null;
    const parsedTrans = checks && trans.status === 'fulfilled' ? checks.ZMissingTranslations.safeParse(trans.value) : null;
    setPublication(parsedPub?.success ? parsedPub.data : null);
    setTranslation(parsedTrans?.success ? parsedTrans.data : null);
    const parsedSite = checks && siteStatus.status === 'fulfilled' ? checks.ZSitePublicationStatus.safeParse(siteStatus.value) : null;
    setSite(parsedSite?.success ? parsedSite.data : null);
    setLoading(false);
  }, [pageId]);

  useEffect(() => {
    // A member who may not edit (an optician) has no page status to load: those routes are not theirs.
    if (enabled) void refresh();
  }, [refresh, enabled]);

  const value = useMemo(() => ({ publication, translation, site, loading, refresh }), [publication, translation, site, loading, refresh]);
  return <EditorStatusContext.Provider value={value}>{children}</EditorStatusContext.Provider>;
}

export function useEditorStatus(): EditorStatus {
  const value = useContext(EditorStatusContext);
  if (!value) throw new Error('useEditorStatus must be used inside EditorStatusProvider');
  return value;
}

/**
 * After a mutation: the server re-renders the draft (router.refresh) and the publish controls
 * reload their counts. Works without the status provider, e.g. in component tests.
 */
export function useAfterMutation(): () => void {
  const refreshPage = useTrackedRefresh();
  const status = useContext(EditorStatusContext);
  return useCallback(() => {
    refreshPage();
    void status?.refresh();
  }, [refreshPage, status]);
}
