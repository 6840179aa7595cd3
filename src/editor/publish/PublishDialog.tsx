'use client';

import { Rocket } from 'lucide-react';
import { useState } from 'react';
import { useEditorEnvironment } from '../context';
import { ConfirmDialog } from '../toolbar/ConfirmDialog';
import { useEditorT } from '../i18n/use-editor-t';
import { runPageAction } from './publish-actions';
import { useEditorStatus } from './status-context';

/** Confirms publishing and shows what will change (editor-panels §2 "Publish dialog"). */
export function PublishDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const env = useEditorEnvironment();
  const t = useEditorT('editorToolbar');
  const status = useEditorStatus();
  const [busy, setBusy] = useState(false);
  const counts = status.publication ?? { fields: 0, groups: 0, pages: 0 };
  const rows = [
    { label: t('publish.fields'), value: counts.fields },
    { label: t('publish.groups'), value: counts.groups },
    { label: t('publish.pages'), value: counts.pages },
  ];

  async function confirm() {
    setBusy(true);
    const done = await runPageAction({ kind: 'publish', pageId: env.page.id, t, refreshStatus: status.refresh });
    setBusy(false);
    if (done) onOpenChange(false);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('publish.title')}
      confirmLabel={t('publish.confirm')}
      cancelLabel={t('publish.cancel')}
      onConfirm={confirm}
      busy={busy}
      icon={
        <span className="grid size-10 place-items-center rounded-full bg-emerald-50 text-emerald-600">
          <Rocket aria-hidden="true" className="size-5" />
        </span>
      }
    >
      <p>{t('publish.description')}</p>
      <dl className="mt-4 grid grid-cols-3 gap-2">
        {rows.map((row) => (
          <div key={row.label} className="rounded-xl bg-neutral-50 px-3 py-2.5 ring-1 ring-neutral-200/70">
            <dt className="text-xs text-neutral-500">{row.label}</dt>
            <dd className="text-xl font-semibold tabular-nums text-neutral-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </ConfirmDialog>
  );
}
