'use client';

import { X } from 'lucide-react';
import { Dialog, Tabs } from 'radix-ui';
import { useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { MediaInfo } from '@/shared/content/media';
import { EDITOR_FONT, FOCUS_RING_LIGHT } from '../toolbar/ui';
import { ImagesTab } from './ImagesTab';
import { useMediaTexts } from './use-media-texts';
import { VideosTab } from './VideosTab';

export type MediaLibraryProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The kind the caller can use: its tab opens first and only its media can be picked. */
  accept?: 'image' | 'video';
  /** Without it the library only manages media (upload, crop, delete). */
  onPick?: (media: MediaInfo) => void;
};

const TAB = cx(
  'rounded-lg px-3 py-1.5 text-sm font-medium text-neutral-600 hover:text-neutral-900 data-[state=active]:bg-white data-[state=active]:text-neutral-900 data-[state=active]:shadow-sm',
  FOCUS_RING_LIGHT,
);

/** The media library panel (editor-panels §2): images and videos, each with its uploads. */
export function MediaLibrary({ open, onOpenChange, accept = 'image', onPick }: MediaLibraryProps) {
  const t = useMediaTexts();
  const [tab, setTab] = useState<string>(accept === 'video' ? 'videos' : 'images');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[65] bg-neutral-950/40 backdrop-blur-[2px]" />
        <Dialog.Content
          className={cx(
            EDITOR_FONT,
            'fixed top-1/2 left-1/2 z-[66] flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-5xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white text-neutral-900 shadow-2xl ring-1 ring-black/5',
          )}
        >
          <header className="flex items-start gap-4 border-b border-neutral-100 px-6 pt-5 pb-4">
            <div className="flex-1">
              <Dialog.Title className="text-lg font-semibold tracking-tight">{t('title')}</Dialog.Title>
              <Dialog.Description className="text-sm text-neutral-500">{t('description')}</Dialog.Description>
            </div>
            <Dialog.Close aria-label={t('close')} className={cx('rounded-lg p-1.5 text-neutral-500 hover:bg-neutral-100', FOCUS_RING_LIGHT)}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </header>
          <Tabs.Root value={tab} onValueChange={setTab} className="flex min-h-0 flex-1 flex-col">
            <Tabs.List aria-label={t('title')} className="mx-6 mt-4 inline-flex w-fit gap-1 rounded-xl bg-neutral-100 p-1">
              <Tabs.Trigger value="images" className={TAB}>
                {t('images')}
              </Tabs.Trigger>
              <Tabs.Trigger value="videos" className={TAB}>
                {t('videos')}
              </Tabs.Trigger>
            </Tabs.List>
            <div className="min-h-0 flex-1 overflow-y-auto px-6 py-4">
              <Tabs.Content value="images">
                <ImagesTab onPick={accept === 'image' ? onPick : undefined} />
              </Tabs.Content>
              <Tabs.Content value="videos">
                <VideosTab onPick={accept === 'video' ? onPick : undefined} />
              </Tabs.Content>
            </div>
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
