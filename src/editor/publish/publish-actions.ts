'use client';

import { toast } from 'sonner';
import { ZPublishPageRequest, ZRevertPageRequest } from '@/shared/schemas/pages';
import { apiPost } from '../api-client';
import type { ToolbarT } from '../i18n/messages';
import { errorMessage, toolbarToast } from '../toolbar/toast-action';

/** editor-panels §4/§9: the refresh toast lasts 30 s and the reload follows after 1 s. */
export const REFRESH_TOAST_MS = 30_000;
export const RELOAD_DELAY_MS = 1_000;

type Kind = 'publish' | 'revert';

/**
 * Publishes or reverts the page, then refreshes the status and reloads, so every cached view of
 * the page (data, translations, groups, navigation) is read again. Resolves false on failure.
 */
export async function runPageAction(options: {
  kind: Kind;
  pageId: string;
  t: ToolbarT;
  refreshStatus: () => Promise<void>;
  reload?: () => void;
}): Promise<boolean> {
  const { kind, pageId, t, refreshStatus, reload = () => window.location.reload() } = options;
  const texts = toolbarToast(t, kind);
  const id = toast.loading(texts.loading);
  try {
    await apiPost(kind === 'publish' ? '/page/publish' : '/page/revert', kind === 'publish' ? ZPublishPageRequest : ZRevertPageRequest, { id: pageId });
  } catch (error) {
    toast.error(texts.error(errorMessage(error, texts.generic)), { id });
    return false;
  }
  toast.success(texts.success, { id, duration: REFRESH_TOAST_MS });
  await refreshStatus();
  window.setTimeout(reload, RELOAD_DELAY_MS);
  return true;
}
