'use client';

import { History } from 'lucide-react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { VERSION_PREVIEW_PARAM } from '@/shared/content/links';
import type { TPageVersionSummary } from '@/shared/schemas/site-structure';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { useEditorStatus } from '../publish/status-context';
import { ConfirmDialog } from '../toolbar/ConfirmDialog';
import { runRestoreVersion } from './restore-version';
import { versionHref } from './version-href';

type Props = { version: TPageVersionSummary | null; onOpenChange: (open: boolean) => void };

/** Asks before a published version replaces the page's draft; open while `version` is set. */
export function RestoreVersionDialog({ version, onOpenChange }: Props) {
  const env = useEditorEnvironment();
  const t = useEditorT('editorHistory');
  const status = useEditorStatus();
  const pathname = usePathname();
  const search = useSearchParams();
  const [busy, setBusy] = useState(false);

  async function confirm(target: TPageVersionSummary) {
    setBusy(true);
    // Back on the plain edit URL, so the restored draft shows rather than the preview.
    const previewing = search.has(VERSION_PREVIEW_PARAM);
    const editHref = versionHref(pathname, search, null);
    const done = await runRestoreVersion({
      pageId: env.page.id,
      versionId: target.id,
      t,
      refreshStatus: status.refresh,
      reload: () => (previewing ? window.location.assign(editHref) : window.location.reload()),
    });
    setBusy(false);
    if (done) onOpenChange(false);
  }

  return (
    <ConfirmDialog
      open={version !== null}
      onOpenChange={onOpenChange}
      title={t('restoreDialog.title', { version: version?.version ?? 0 })}
      confirmLabel={t('restoreDialog.confirm')}
      cancelLabel={t('restoreDialog.cancel')}
      onConfirm={() => (version ? void confirm(version) : undefined)}
      busy={busy}
      icon={
        <span className="grid size-10 place-items-center rounded-full bg-sky-50 text-sky-600">
          <History aria-hidden="true" className="size-5" />
        </span>
      }
    >
      <p>{t('restoreDialog.description')}</p>
    </ConfirmDialog>
  );
}
