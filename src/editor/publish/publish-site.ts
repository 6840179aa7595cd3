'use client';

import { apiPost } from '../api-client';
import { historyToast } from '../history/history-toast';
import type { EditorT } from '../i18n/messages';
import { runThenReload } from './publish-actions';

/**
 * Publishes every changed page, the navigation and the settings in one go (POST /site/publish),
 * then reloads like a page publish, so header, menu and page are read again. False on failure.
 */
export async function runSitePublish(options: {
  t: EditorT<'editorHistory'>;
  refreshStatus: () => Promise<void>;
  reload?: () => void;
  /** The publish checks' warnings confirmed with "Trotzdem alles veröffentlichen" (their ids). */
  acknowledgedWarnings?: string[];
}): Promise<boolean> {
  const { t, refreshStatus, reload = () => window.location.reload(), acknowledgedWarnings = [] } = options;
  return runThenReload({
    texts: historyToast(t, 'publishAll'),
    call: () => apiPost('/site/publish', (s) => s.ZPublishSiteRequest, { acknowledgedWarnings }),
    refreshStatus,
    reload,
  });
}
