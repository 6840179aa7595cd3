'use client';

import { useCallback } from 'react';
import { toast } from 'sonner';
import { useAfterMutation } from '../publish/status-context';
import { errorMessage } from '../toolbar/toast-action';
import { useEditorT } from '../i18n/use-editor-t';

/**
 * Wraps a save: on success the draft re-renders and the publish status reloads; on failure a
 * toast names the error. Resolves whether it worked.
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
        toast.error(t('toasts.saving.error', { message: errorMessage(error, t('toasts.generic')) }));
        return false;
      }
    },
    [after, t],
  );
}
