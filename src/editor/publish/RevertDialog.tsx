'use client';

import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useEditorEnvironment } from '../context';
import { ConfirmDialog } from '../toolbar/ConfirmDialog';
import { useEditorT } from '../i18n/use-editor-t';
import { runPageAction } from './publish-actions';
import { useEditorStatus } from './status-context';

/** Reverting is irreversible; multilingual sites are warned that every language is reverted. */
export function RevertDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const env = useEditorEnvironment();
  const t = useEditorT('editorToolbar');
  const status = useEditorStatus();
  const [busy, setBusy] = useState(false);
  const multilingual = env.site.locales.length > 1;

  async function confirm() {
    setBusy(true);
    const done = await runPageAction({ kind: 'revert', pageId: env.page.id, t, refreshStatus: status.refresh });
    setBusy(false);
    if (done) onOpenChange(false);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('publish.revertTitle')}
      confirmLabel={t('publish.revertConfirm')}
      cancelLabel={t('publish.cancel')}
      onConfirm={confirm}
      busy={busy}
      tone="danger"
      icon={
        <span className="grid size-10 place-items-center rounded-full bg-rose-50 text-rose-600">
          <TriangleAlert aria-hidden="true" className="size-5" />
        </span>
      }
    >
      <p>{multilingual ? t('publish.revertWarningMultilingual') : t('publish.revertWarning')}</p>
    </ConfirmDialog>
  );
}
