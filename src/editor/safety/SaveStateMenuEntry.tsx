'use client';

import { Check, CloudOff, LoaderCircle } from 'lucide-react';
import { useEditorT } from '../i18n/use-editor-t';
import { MoreAction, MoreNote } from '../toolbar/MoreMenu';
import { retryFailed, useSaveState, useWaitingChanges } from './save-status';

/** The save state in the toolbar's "Mehr" menu, as the bar says it: a note while saving or saved, the retry when a save failed. */
export function SaveStateMenuEntry() {
  const state = useSaveState();
  const waiting = useWaitingChanges();
  const t = useEditorT('editorToolbar');
  if (state === 'idle') return null;
  if (state === 'failed')
    return <MoreAction tone="warning" icon={<CloudOff className="size-4" />} label={t('saveState.failed', { count: waiting })} onSelect={retryFailed} />;
  return (
    <MoreNote icon={state === 'saving' ? <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" /> : <Check className="size-4" />}>
      {state === 'saving' ? t('saveState.saving', { count: waiting }) : t('saveState.saved')}
    </MoreNote>
  );
}
