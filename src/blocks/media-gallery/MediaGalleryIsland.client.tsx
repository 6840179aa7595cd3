'use client';

import type { ReactNode } from 'react';
import { type GalleryMessages, GalleryTextsProvider } from './GalleryTexts.client';
import { MediaGalleryClient, type MediaGalleryClientProps } from './MediaGallery.client';

export type MediaGalleryIslandProps = Pick<MediaGalleryClientProps, 'items' | 'layout' | 'gap' | 'locale'> & { messages: GalleryMessages };

/** The live gallery as one island: the grid with its texts, which the edit route provides around the editor's gallery instead. */
export function MediaGalleryIsland({ messages, ...grid }: MediaGalleryIslandProps): ReactNode {
  return (
    <GalleryTextsProvider locale={grid.locale} messages={messages}>
      <MediaGalleryClient {...grid} />
    </GalleryTextsProvider>
  );
}
