'use client';

import { toast } from 'sonner';
import { ZPublishSiteRequest } from '@/shared/schemas/site-structure';
import { apiPost } from '../api-client';
import { historyToast } from '../history/history-toast';
import type { EditorT } from '../i18n/messages';
import { errorMessage } from '../toolbar/toast-action';
import { REFRESH_TOAST_MS, RELOAD_DELAY_MS } from './publish-actions';

/**
 * Publishes every changed page, the navigation and the settings in one go (POST /site/publish),
 * then reloads like a page publish, so header, menu and page are read again. False on failure.
 */
export async function runSitePublish(options: { t: EditorT<'editorHistory'>; refreshStatus: () => Promise<void>; reload?: () => void }): Promise<boolean> {
  const { t, refreshStatus, reload = () => window.location.reload() } = options;
  const texts = historyToast(t, 'publishAll');
  const id = toast.loading(texts.loading);
  try {
    await apiPost('/site/publish', ZPublishSiteRequest, {});
  } catch (error) {
    toast.error(texts.error(errorMessage(error, texts.generic)), { id });
    return false;
  }
  toast.success(texts.success, { id, duration: REFRESH_TOAST_MS });
  await refreshStatus();
  window.setTimeout(reload, RELOAD_DELAY_MS);
  return true;
}
