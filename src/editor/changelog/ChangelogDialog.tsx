'use client';

import { Dialog } from 'radix-ui';
import { cx } from '@/blocks/_shared/styles';
import { intlTag } from '@/shared/i18n/config';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { DIALOG_OVERLAY, DIALOG_PANEL, DIALOG_SECONDARY } from '../toolbar/ConfirmDialog';
import { Spinner } from '../toolbar/ui';
import type { ChangelogState } from './use-changelog';

type Props = { open: boolean; state: ChangelogState; onClose: () => void };

/** The "what's new" dialog: entries newest first, unseen ones marked; loading, empty and error lines (§8). */
export function ChangelogDialog({ open, state, onClose }: Props) {
  const t = useEditorT('editorChangelog');
  const { editorLanguage } = useEditorEnvironment();
  const day = new Intl.DateTimeFormat(intlTag(editorLanguage), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content className={cx(DIALOG_PANEL, 'max-w-lg')} aria-describedby={undefined} data-changelog-dialog="">
          <Dialog.Title className="text-lg font-semibold tracking-tight">{t('dialog.title')}</Dialog.Title>
          <div className="mt-4 max-h-[60vh] overflow-y-auto">
            {state.status === 'loading' ? (
              <Spinner label={t('dialog.loading')} />
            ) : state.status === 'error' ? (
              <p role="alert" className="text-sm text-rose-700">
                {t('dialog.error')}
              </p>
            ) : state.entries.length === 0 ? (
              <p className="text-sm text-neutral-600">{t('dialog.empty')}</p>
            ) : (
              <ol className="space-y-4">
                {state.entries.map((entry) => (
                  <li key={entry.date} className="border-l-2 border-emerald-600/40 pl-3">
                    <p className="flex items-center gap-2 text-xs font-medium text-neutral-500">
                      <time dateTime={entry.date}>{day.format(new Date(`${entry.date}T00:00:00Z`))}</time>
                      {entry.seen ? null : <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-800">{t('dialog.new')}</span>}
                    </p>
                    <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-neutral-800">{entry.text}</p>
                  </li>
                ))}
              </ol>
            )}
          </div>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className={DIALOG_SECONDARY}>{t('dialog.close')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
