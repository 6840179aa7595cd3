'use client';

import { type ComponentType, type ReactNode, Suspense, lazy, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { useEditorT } from '../i18n/use-editor-t';
import { EDITOR_FONT, Spinner } from '../toolbar/ui';

/**
 * The edit route's first JavaScript holds what the first screen needs; panels and dialogs (pages,
 * settings, the media library with its crop tool, the collection editor) load when first opened.
 * (The versions panel stays eager: swapping its button while the code loaded closed it again
 * right after a publish.) Their modules are imported through `lazyNamed`, mounted from the first opening on (so
 * they keep their state and closing animation), and a placeholder of the panel's shape stands
 * where it will appear while its code arrives: nothing on the page moves.
 */
export function lazyNamed<Props extends object, Key extends string>(load: () => Promise<Record<Key, ComponentType<Props>>>, name: Key) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** True from the first time `open` is true. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

const SHAPE = {
  /** The wide side panels' box (SidePanel `width="wide"`). */
  sideWide: 'top-3 right-3 bottom-3 w-[min(34rem,calc(100vw-1.5rem))] rounded-2xl',
  /** The media library's centred dialog. */
  centre: 'top-1/2 left-1/2 h-[min(36rem,90vh)] w-[calc(100vw-2rem)] max-w-5xl -translate-x-1/2 -translate-y-1/2 rounded-2xl',
  /** The add-section picker. */
  picker: 'top-1/2 left-1/2 h-[min(44rem,calc(100vh-2rem))] w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 rounded-2xl',
  /** The smaller centred dialogs (collection editor, publish). */
  dialog: 'top-1/2 left-1/2 h-[min(24rem,80vh)] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 rounded-2xl',
} as const;

/** Where the panel will open, while its code loads: its box, a spinner and "Wird geladen …". */
export function PanelPlaceholder({ shape }: { shape: keyof typeof SHAPE }) {
  const t = useEditorT('editorToolbar');
  return (
    <div
      data-panel-loading=""
      className={cx(EDITOR_FONT, SHAPE[shape], 'fixed z-[72] grid place-items-center bg-white text-neutral-600 shadow-2xl ring-1 ring-black/5')}
    >
      <Spinner label={t('toolbar.panelLoading')} />
    </div>
  );
}

/** A popover's content (the option editor, the element menu's panels) while its code arrives. */
export function PopoverPlaceholder() {
  const t = useEditorT('editorToolbar');
  return (
    <div
      data-panel-loading=""
      className={cx(
        EDITOR_FONT,
        'grid h-28 w-80 max-w-[calc(100vw-2rem)] place-items-center rounded-2xl bg-white text-neutral-600 shadow-2xl ring-1 ring-black/5',
      )}
    >
      <Spinner label={t('toolbar.panelLoading')} />
    </div>
  );
}

/** A lazily loaded panel controlled by `open`: nothing until first opened, then the panel (its placeholder meanwhile). */
export function LazyPanel({ open, shape, children }: { open: boolean; shape: keyof typeof SHAPE; children: ReactNode }) {
  const opened = useOpenedOnce(open);
  if (!opened) return null;
  return <Suspense fallback={open ? <PanelPlaceholder shape={shape} /> : null}>{children}</Suspense>;
}
