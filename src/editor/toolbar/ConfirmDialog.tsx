'use client';

import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { EDITOR_FONT, FOCUS_RING_LIGHT, Spinner } from './ui';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  tone?: 'primary' | 'danger';
  busy?: boolean;
  /** The confirm button is offered but cannot be pressed (the publish checks still block). */
  confirmDisabled?: boolean;
  /** Where focus goes on close instead of the trigger (a publish check's "Zeigen" focuses its box). */
  onCloseAutoFocus?: (event: Event) => void;
  icon?: ReactNode;
};

export const DIALOG_OVERLAY = 'fixed inset-0 z-[70] bg-neutral-950/40 backdrop-blur-[2px]';
export const DIALOG_PANEL = cx(
  EDITOR_FONT,
  'fixed top-1/2 left-1/2 z-[71] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-neutral-900 shadow-2xl ring-1 ring-black/5',
);
export const DIALOG_SECONDARY = cx(
  'inline-flex h-10 items-center rounded-xl px-4 text-sm font-medium text-neutral-700 ring-1 ring-neutral-200 hover:bg-neutral-50',
  FOCUS_RING_LIGHT,
);
const CONFIRM_TONES = { primary: 'bg-emerald-700 hover:bg-emerald-800', danger: 'bg-rose-600 hover:bg-rose-700' };

/** A confirmation for actions that need one (publish, revert, deleting a draft box). */
export function ConfirmDialog(props: Props) {
  const {
    open,
    onOpenChange,
    title,
    children,
    confirmLabel,
    cancelLabel,
    onConfirm,
    tone = 'primary',
    busy = false,
    confirmDisabled = false,
    onCloseAutoFocus,
    icon,
  } = props;
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={DIALOG_OVERLAY} />
        {/* Never taller than the window: a long list (the publish checks, many drafts) scrolls, and the buttons stay in reach. */}
        <AlertDialog.Content className={cx(DIALOG_PANEL, 'flex max-h-[calc(100dvh-2rem)] flex-col')} onCloseAutoFocus={onCloseAutoFocus}>
          <div className="-mx-1 flex min-h-0 items-start gap-4 overflow-y-auto px-1" data-dialog-body>
            {icon ? <div className="mt-0.5 shrink-0">{icon}</div> : null}
            <div className="min-w-0 flex-1">
              <AlertDialog.Title className="text-lg font-semibold tracking-tight">{title}</AlertDialog.Title>
              <AlertDialog.Description asChild>
                <div className="mt-2 text-sm leading-relaxed text-neutral-600">{children}</div>
              </AlertDialog.Description>
            </div>
          </div>
          <div className="mt-6 flex shrink-0 justify-end gap-2">
            <AlertDialog.Cancel className={DIALOG_SECONDARY}>{cancelLabel}</AlertDialog.Cancel>
            <button
              type="button"
              disabled={busy || confirmDisabled}
              onClick={onConfirm}
              className={cx(
                'inline-flex h-10 items-center gap-2 rounded-xl px-4 text-sm font-semibold text-white disabled:opacity-60',
                FOCUS_RING_LIGHT,
                CONFIRM_TONES[tone],
              )}
            >
              {busy ? <Spinner /> : null}
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
