'use client';

import { Check, CloudOff } from 'lucide-react';
import { useEffect } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { useEditorT } from '../i18n/use-editor-t';
import { FOCUS_RING, Spinner } from '../toolbar/ui';
import { hasUnsavedChanges, retryFailed, useSaveState } from './save-status';

/** Asks before leaving while typed text is not on the server yet (saving, or failed). */
function useLeaveWarning() {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
}

/** The toolbar's save state: "Speichert… / Gespeichert / Nicht gespeichert – erneut versuchen" (a retry button). */
export function SaveIndicator() {
  const state = useSaveState();
  const t = useEditorT('editorToolbar');
  useLeaveWarning();
  if (state === 'idle') return null;
  if (state === 'failed') {
    return (
      <button
        type="button"
        data-save-state="failed"
        onClick={retryFailed}
        className={cx('inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-amber-300 hover:bg-white/10', FOCUS_RING)}
      >
        <CloudOff className="size-4" aria-hidden />
        {t('saveState.failed')}
      </button>
    );
  }
  return (
    <span role="status" data-save-state={state} className="inline-flex h-9 items-center gap-1.5 px-2 text-sm text-white/70">
      {state === 'saving' ? <Spinner /> : <Check className="size-4" aria-hidden />}
      {state === 'saving' ? t('saveState.saving') : t('saveState.saved')}
    </span>
  );
}
