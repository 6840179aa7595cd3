'use client';

import { useCallback } from 'react';
import { toast } from '../toolbar/toast';
import { ApiError } from '../api-client';
import { useAfterMutation } from '../publish/status-context';
import { errorMessage } from '../toolbar/toast-action';
import { useEditorT } from '../i18n/use-editor-t';

/**
 * Wraps a save (options, links, media): on success the draft re-renders and the publish status
 * reloads; on failure a toast names the error, and a conflict (409) re-renders the other version.
 * Resolves whether it worked. Typed text goes through `safety/use-autosave.ts` instead.
 */
export function useSaveHandler(): (save: () => Promise<unknown>) => Promise<boolean> {
  const after = useAfterMutation();
  const t = useEditorT('editorToolbar');
  return useCallback(
    async (save) => {
      try {
        await save();
        after();
        return true;
      } catch (error) {
        // Someone saved this item meanwhile: show their version instead of keeping a stale screen.
        if (error instanceof ApiError && error.status === 409) after();
        toast.error(t('toasts.saving.error', { message: errorMessage(error, t('toasts.generic')) }));
        return false;
      }
    },
    [after, t],
  );
}
