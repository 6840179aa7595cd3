'use client';

import { Check, CloudOff } from 'lucide-react';
import { useEffect } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { useEditorT } from '../i18n/use-editor-t';
import { FOCUS_RING, Spinner } from '../toolbar/ui';
import { hasUnsavedChanges, noteStillHere, retryFailed, retryWhenOnline, sendWaitingNow, useSaveState, useWaitingChanges } from './save-status';

/**
 * Asks before leaving while typed text is not on the server yet (saving, or failed), and sends
 * text still waiting for the typing pause at once: the next page (a reload) then mostly finds it
 * saved, and when not, the draft kept in the browser is sent from there (or, saved meanwhile,
 * shown there: see `markDraftSaved`).
 */
function useLeaveWarning() {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      sendWaitingNow();
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    // A click or key after the question means the person stayed (the browser tells no "cancelled").
    const events = ['pointerdown', 'keydown'] as const;
    window.addEventListener('beforeunload', onBeforeUnload);
    for (const name of events) window.addEventListener(name, noteStillHere, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      for (const name of events) window.removeEventListener(name, noteStillHere, true);
    };
  }, []);
}

/** Changes that failed for want of a connection are sent the moment the browser is online again. */
function useSendWhenOnline() {
  useEffect(() => {
    window.addEventListener('online', retryWhenOnline);
    return () => window.removeEventListener('online', retryWhenOnline);
  }, []);
}

/**
 * The toolbar's save state: "Speichert… / Gespeichert / 2 Änderungen nicht gespeichert – erneut
 * versuchen" (a retry button; failed saves are also retried by themselves).
 */
export function SaveIndicator() {
  const state = useSaveState();
  const waiting = useWaitingChanges();
  const t = useEditorT('editorToolbar');
  useLeaveWarning();
  useSendWhenOnline();
  if (state === 'idle') return null;
  if (state === 'failed') {
    return (
      <button
        type="button"
        data-save-state="failed"
        data-waiting={waiting}
        onClick={retryFailed}
        className={cx('inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-amber-300 hover:bg-white/10', FOCUS_RING)}
      >
        <CloudOff className="size-4" aria-hidden />
        {t('saveState.failed', { count: waiting })}
      </button>
    );
  }
  return (
    <span role="status" data-save-state={state} data-waiting={waiting} className="inline-flex h-9 items-center gap-1.5 px-2 text-sm text-white/70">
      {state === 'saving' ? <Spinner /> : <Check className="size-4" aria-hidden />}
      {state === 'saving' ? t('saveState.saving', { count: waiting }) : t('saveState.saved')}
    </span>
  );
}
