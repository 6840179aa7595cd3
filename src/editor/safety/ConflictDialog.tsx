'use client';

import { AlertDialog } from 'radix-ui';
import { cx } from '@/blocks/_shared/styles';
import { useEditorT } from '../i18n/use-editor-t';
import { DIALOG_OVERLAY, DIALOG_PANEL, DIALOG_SECONDARY } from '../toolbar/ConfirmDialog';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';
import { useOpenConflict } from './conflicts';

function Version({ title, text, empty, testId }: { title: string; text: string; empty: string; testId: string }) {
  return (
    <figure className="min-w-0 flex-1 rounded-xl bg-neutral-50 p-3 ring-1 ring-neutral-200">
      <figcaption className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">{title}</figcaption>
      <p data-testid={testId} className="mt-1 text-sm break-words whitespace-pre-wrap text-neutral-900">
        {text || empty}
      </p>
    </figure>
  );
}

/**
 * A save was based on an outdated version (409): both versions side by side, the user keeps one.
 * No choice is made for them, so the dialog cannot be dismissed without choosing.
 */
export function ConflictDialog() {
  const conflict = useOpenConflict();
  const t = useEditorT('editorToolbar');
  if (!conflict) return null;
  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={DIALOG_OVERLAY} />
        <AlertDialog.Content className={cx(DIALOG_PANEL, 'max-w-2xl')} onEscapeKeyDown={(event) => event.preventDefault()}>
          <AlertDialog.Title className="text-lg font-semibold tracking-tight">{t('conflict.title')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-neutral-600">
            {t('conflict.description', { label: conflict.label })}
          </AlertDialog.Description>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Version title={t('conflict.mine')} text={conflict.mine} empty={t('conflict.empty')} testId="conflict-mine" />
            <Version title={t('conflict.theirs')} text={conflict.theirs} empty={t('conflict.empty')} testId="conflict-theirs" />
          </div>
          <div className="mt-6 flex justify-end gap-2">
            <button type="button" className={DIALOG_SECONDARY} onClick={() => conflict.resolve('theirs')}>
              {t('conflict.keepTheirs')}
            </button>
            <button
              type="button"
              onClick={() => conflict.resolve('mine')}
              className={cx(
                'inline-flex h-10 items-center rounded-xl bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800',
                FOCUS_RING_LIGHT,
              )}
            >
              {t('conflict.keepMine')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
