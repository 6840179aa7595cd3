'use client';

import { Dialog } from 'radix-ui';
import type { FormEvent, ReactNode } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { DIALOG_OVERLAY, DIALOG_PANEL, DIALOG_SECONDARY } from '../toolbar/ConfirmDialog';
import { Spinner } from '../toolbar/ui';
import { PRIMARY_BUTTON } from './styles';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onSubmit: () => void;
  children: ReactNode;
};

/** A form in a modal dialog over the pages panel (create a page, page settings). */
export function PagesDialog({ open, onOpenChange, title, description, submitLabel, cancelLabel, busy = false, onSubmit, children }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={cx(DIALOG_OVERLAY, 'z-[75]')} />
        <Dialog.Content className={cx(DIALOG_PANEL, 'z-[76] max-h-[calc(100vh-2rem)] overflow-y-auto')}>
          <Dialog.Title className="text-lg font-semibold tracking-tight">{title}</Dialog.Title>
          <Dialog.Description className={description ? 'mt-1 text-sm text-neutral-600' : 'sr-only'}>{description ?? title}</Dialog.Description>
          <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
            {children}
            <div className="mt-2 flex justify-end gap-2">
              <Dialog.Close type="button" className={DIALOG_SECONDARY}>
                {cancelLabel}
              </Dialog.Close>
              <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
                {busy ? <Spinner /> : null}
                {submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
