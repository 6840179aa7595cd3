'use client';

import { apiPost } from '../api-client';
import type { EditorT } from '../i18n/messages';
import { runThenReload } from '../publish/publish-actions';
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
  return runThenReload({
    texts: historyToast(t, 'restore'),
    call: () => apiPost('/page/version/restore', (s) => s.ZRestoreVersionRequest, { pageId, versionId }),
    refreshStatus,
    reload,
  });
}
