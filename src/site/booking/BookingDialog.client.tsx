'use client';

import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import type { BookingTexts } from './booking-texts';

type Props = { widgetUrl: string; texts: BookingTexts; onClose: () => void };

/**
 * The booking widget in a modal. Loaded only when a visitor asks for it: Radix Dialog closes it on
 * Escape, on a click on the backdrop and on the close button, traps focus and locks page scroll.
 */
export default function BookingDialog({ widgetUrl, texts, onClose }: Props): ReactNode {
  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay data-booking-backdrop="" className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-2 top-1/2 z-50 flex h-[88svh] -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white text-neutral-900 shadow-2xl sm:inset-x-auto sm:left-1/2 sm:w-[min(52rem,calc(100vw-3rem))] sm:-translate-x-1/2"
        >
          <div className="flex items-center justify-between gap-4 border-b border-neutral-200 px-5 py-3">
            <Dialog.Title className="text-lg font-semibold">{texts.dialogTitle}</Dialog.Title>
            <Dialog.Close
              aria-label={texts.close}
              className="inline-flex size-10 items-center justify-center rounded-full hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-neutral-900"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <iframe title={texts.widgetTitle} src={widgetUrl} className="min-h-0 w-full flex-1 border-0" allow="payment" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
