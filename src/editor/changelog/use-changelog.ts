'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditorLocale } from '@/shared/i18n/config';
import type { ChangelogEntry } from '@/shared/schemas/changelog';
import { apiGet, apiPost } from '../api-client';
import { editorSchemas } from '../lib/schemas';

/** Session storage (editor-panels §9): the dialog has opened by itself in this browser session. */
export const CHANGELOG_SESSION_FLAG = 'webbox:changelog-seen';

export type ChangelogState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; entries: ChangelogEntry[] };

async function fetchEntries(language: EditorLocale, showAll: boolean): Promise<ChangelogEntry[]> {
  const answer = await apiGet<unknown>('/changelog', { language, showAll: String(showAll) });
  const parsed = (await editorSchemas()).ZChangelogAnswer.parse(answer);
  return parsed.entries;
}

/**
 * What's new (editor-panels §6 "Changelog"): once per session, when unseen entries exist, the
 * dialog opens by itself with them; closing reports the shown dates seen, and from then on the
 * dialog (opened from the settings panel) lists every entry.
 */
export function useChangelog(language: EditorLocale) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<ChangelogState>({ status: 'loading' });
  const showAll = useRef(false);

  useEffect(() => {
    if (sessionStorage.getItem(CHANGELOG_SESSION_FLAG)) return;
    sessionStorage.setItem(CHANGELOG_SESSION_FLAG, '1');
    let current = true;
    fetchEntries(language, false)
      .then((entries) => {
        if (!current || entries.length === 0) return;
        setState({ status: 'ready', entries });
        setOpen(true);
      })
      // No dialog of its own accord when the check fails: nothing asked for it.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [language]);

  const show = useCallback(async () => {
    showAll.current = true;
    setState({ status: 'loading' });
    setOpen(true);
    try {
      setState({ status: 'ready', entries: await fetchEntries(language, true) });
    } catch {
      setState({ status: 'error' });
    }
  }, [language]);

  const close = useCallback(() => {
    setOpen(false);
    showAll.current = true;
    if (state.status !== 'ready') return;
    const dates = state.entries.filter((entry) => !entry.seen).map((entry) => entry.date);
    if (dates.length > 0) void apiPost('/changelog', (s) => s.ZMarkChangelogSeenRequest, { dates }).catch(() => undefined);
  }, [state]);

  return { open, state, show, close };
}
