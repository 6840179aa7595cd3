import { Cta } from './cta/Cta';
import { blockDefinitions, type BlockType, isBlockType } from './definitions';
import { Hero } from './hero/Hero';
import { MediaGallery } from './media-gallery/MediaGallery';
import { RichTextBlock } from './rich-text-block/RichTextBlock';
import { Spacer } from './spacer/Spacer';
import type { RegisteredBlock } from './types';
import { VideoPlayer } from './video-player/VideoPlayer';

/**
 * Type -> definition and server view. The mapped type makes a block listed in definitions.ts
 * without a component (or the reverse) a compile error. Adding a block: a folder and one line here.
 */
export const blockRegistry: { readonly [K in BlockType]: RegisteredBlock } = {
  hero: { definition: blockDefinitions.hero, Component: Hero },
  cta: { definition: blockDefinitions.cta, Component: Cta },
  richTextBlock: { definition: blockDefinitions.richTextBlock, Component: RichTextBlock },
  spacer: { definition: blockDefinitions.spacer, Component: Spacer },
  videoPlayer: { definition: blockDefinitions.videoPlayer, Component: VideoPlayer },
  mediaGallery: { definition: blockDefinitions.mediaGallery, Component: MediaGallery },
};

export function getBlock(type: string): RegisteredBlock | null {
  return isBlockType(type) ? blockRegistry[type] : null;
}
