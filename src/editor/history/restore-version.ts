'use client';

import { toast } from 'sonner';
import { ZRestoreVersionRequest } from '@/shared/schemas/site-structure';
import { apiPost } from '../api-client';
import type { EditorT } from '../i18n/messages';
import { REFRESH_TOAST_MS, RELOAD_DELAY_MS } from '../publish/publish-actions';
import { errorMessage } from '../toolbar/toast-action';
import { historyToast } from './history-toast';

/**
 * Makes a published version the page's working state (POST /page/version/restore), then reloads
 * the edit view (`reload`: leaving a version preview, it goes to the plain edit URL) so the draft,
 * the counts and every cached view are read again. The user publishes as usual. False on failure.
 */
export async function runRestoreVersion(options: {
  pageId: string;
  versionId: string;
  t: EditorT<'editorHistory'>;
  refreshStatus: () => Promise<void>;
  reload: () => void;
}): Promise<boolean> {
  const { pageId, versionId, t, refreshStatus, reload } = options;
  const texts = historyToast(t, 'restore');
  const id = toast.loading(texts.loading);
  try {
    await apiPost('/page/version/restore', ZRestoreVersionRequest, { pageId, versionId });
  } catch (error) {
    toast.error(texts.error(errorMessage(error, texts.generic)), { id });
    return false;
  }
  toast.success(texts.success, { id, duration: REFRESH_TOAST_MS });
  await refreshStatus();
  window.setTimeout(reload, RELOAD_DELAY_MS);
  return true;
}
