'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../toolbar/toast';
import { ZNavigationAnswer, ZSaveNavigationRequest } from '@/shared/schemas/site-structure';
import { apiGet, apiPost } from '../api-client';
import { errorMessage } from '../toolbar/toast-action';
import type { NavState } from './navigation-moves';

export type NavigationEditorState = {
  navigation: NavState | null;
  changed: boolean;
  error: string | null;
  /** Shows the edit at once and saves it; a refused save puts the state before back and says why. */
  apply: (edit: (state: NavState) => NavState) => void;
};

type Texts = { generic: string; loadError: (message: string) => string; saveError: (message: string) => string };

/**
 * The working navigation (GET /navigation?includeDrafts=true) and its optimistic saves
 * (POST /navigation, a draft until published). Saves run one after another in order, so the
 * server ends with the newest state even when the user edits quickly.
 */
export function useNavigationEditor(open: boolean, texts: Texts, afterSave: () => void): NavigationEditorState {
  const [navigation, setNavigation] = useState<NavState | null>(null);
  const [changed, setChanged] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The last state the server accepted: where a refused save returns to.
  const confirmed = useRef<NavState | null>(null);
  const current = useRef<NavState | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  // Bumped by a refused save: edits queued before it were built on the refused state and are dropped.
  const epoch = useRef(0);
  const textsRef = useRef(texts);
  textsRef.current = texts;

  useEffect(() => {
    if (!open) return;
    let live = true;
    apiGet<unknown>('/navigation', { includeDrafts: 'true' })
      .then((answer) => {
        if (!live) return;
        const parsed = ZNavigationAnswer.safeParse(answer);
        if (!parsed.success) throw new Error(textsRef.current.generic);
        confirmed.current = parsed.data.navigation;
        current.current = parsed.data.navigation;
        setNavigation(parsed.data.navigation);
        setChanged(parsed.data.changed);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (live) setError(textsRef.current.loadError(errorMessage(failure, textsRef.current.generic)));
      });
    return () => {
      live = false;
    };
  }, [open]);

  const apply = useCallback(
    (edit: (state: NavState) => NavState) => {
      const before = current.current;
      if (!before) return;
      const next = edit(before);
      if (next === before) return;
      current.current = next;
      setNavigation(next);
      const started = epoch.current;
      queue.current = queue.current.then(async () => {
        if (started !== epoch.current) return;
        try {
          await apiPost('/navigation', ZSaveNavigationRequest, { navigation: next });
          confirmed.current = next;
          setChanged(true);
          afterSave();
        } catch (failure) {
          epoch.current += 1;
          current.current = confirmed.current;
          setNavigation(confirmed.current);
          toast.error(textsRef.current.saveError(errorMessage(failure, textsRef.current.generic)));
        }
      });
    },
    [afterSave],
  );

  return { navigation, changed, error, apply };
}
