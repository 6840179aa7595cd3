'use client';

import { toast } from '../toolbar/toast';
import { ApiError, apiPost } from '../api-client';
import type { ToolbarT } from '../i18n/messages';
import { errorMessage, type ToastTexts, toolbarToast } from '../toolbar/toast-action';

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
  /** Publishing: the publish checks' warnings confirmed with "Trotzdem veröffentlichen" (their ids). */
  acknowledgedWarnings?: string[];
}): Promise<boolean> {
  const { kind, pageId, t, refreshStatus, reload = () => window.location.reload(), acknowledgedWarnings = [] } = options;
  return runThenReload({
    texts: toolbarToast(t, kind),
    call: () =>
      kind === 'publish'
        ? apiPost('/page/publish', (s) => s.ZPublishPageRequest, { id: pageId, acknowledgedWarnings })
        : apiPost('/page/revert', (s) => s.ZRevertPageRequest, { id: pageId }),
    refreshStatus,
    reload,
  });
}

/**
 * A call that changes what the page shows (publish, revert, publish all, restore a version): a
 * loading toast, then the error — or success, refreshed status and a reload after 1 s, so every
 * cached view of the page is read again. Resolves false on failure.
 */
export async function runThenReload(options: {
  texts: ToastTexts;
  call: () => Promise<unknown>;
  refreshStatus: () => Promise<void>;
  reload: () => void;
}): Promise<boolean> {
  const { texts, call, refreshStatus, reload } = options;
  const id = toast.loading(texts.loading);
  try {
    await call();
  } catch (error) {
    toast.error(texts.error(errorMessage(error, texts.generic)), { id });
    // Refused for a state this screen did not know (e.g. translations missing meanwhile): show it.
    if (error instanceof ApiError && error.status === 409) await refreshStatus();
    return false;
  }
  toast.success(texts.success, { id, duration: REFRESH_TOAST_MS });
  await refreshStatus();
  window.setTimeout(reload, RELOAD_DELAY_MS);
  return true;
}
