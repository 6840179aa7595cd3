'use client';

import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { EDITOR_FONT, FOCUS_RING_LIGHT } from './ui';

const WIDTH = { narrow: 'w-[min(24rem,calc(100vw-1.5rem))]', wide: 'w-[min(34rem,calc(100vw-1.5rem))]' } as const;
/** Overlay and panel; the media library opens at z-65/66, confirmations at z-70/71. */
const LAYER = { panel: ['z-[70]', 'z-[71]'], belowMedia: ['z-[62]', 'z-[63]'] } as const;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control that opens the panel; focus returns to it on close (without one, to what had focus when it opened). */
  trigger?: ReactNode;
  title: ReactNode;
  /** Shown under the title, or only to assistive technology when `hideDescription` is set. */
  description: ReactNode;
  hideDescription?: boolean;
  closeLabel: string;
  width?: keyof typeof WIDTH;
  /** 'belowMedia': under the media library's dialog, for panels whose forms pick media from it. */
  layer?: keyof typeof LAYER;
  children: ReactNode;
};

/**
 * The toolbar's panel docked to the right edge (pages, inbox): a modal Radix dialog with a title
 * bar and a close button; the children fill the rest (a scrolling body, maybe a footer).
 */
export function SidePanel({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  hideDescription = false,
  closeLabel,
  width = 'narrow',
  layer = 'panel',
  children,
}: Props) {
  // A panel opened by state (the toolbar's buttons, loading it lazily) has no Radix trigger to
  // focus on close: Radix would leave focus on the body. The opener is what had focus before.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={cx('fixed inset-0 bg-neutral-950/30', LAYER[layer][0])} />
        <Dialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger || !opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className={cx(
            EDITOR_FONT,
            WIDTH[width],
            LAYER[layer][1],
            'fixed top-3 right-3 bottom-3 flex flex-col rounded-2xl bg-white text-neutral-900 shadow-2xl ring-1 ring-black/5',
          )}
        >
          <div className="flex items-center justify-between border-b border-neutral-100 px-5 py-4">
            <Dialog.Title className="text-lg font-semibold tracking-tight">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={closeLabel}
              className={cx('grid size-8 place-items-center rounded-lg text-neutral-500 hover:bg-neutral-100', FOCUS_RING_LIGHT)}
            >
              <X aria-hidden="true" className="size-4" />
            </Dialog.Close>
          </div>
          <Dialog.Description className={hideDescription ? 'sr-only' : 'px-5 pt-3 text-sm text-neutral-600'}>{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
