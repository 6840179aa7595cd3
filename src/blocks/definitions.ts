import { ctaDefinition } from './cta/definition';
import { heroDefinition } from './hero/definition';
import { mediaGalleryDefinition } from './media-gallery/definition';
import { richTextBlockDefinition } from './rich-text-block/definition';
import { spacerDefinition } from './spacer/definition';
import type { BlockDefinition } from './types';
import { videoPlayerDefinition } from './video-player/definition';

/**
 * Block definitions without their components, so server services (publish checks, add-section,
 * option validation) and the editor can read them without pulling React views into their bundle.
 */
export const blockDefinitions = {
  hero: heroDefinition,
  cta: ctaDefinition,
  richTextBlock: richTextBlockDefinition,
  spacer: spacerDefinition,
  videoPlayer: videoPlayerDefinition,
  mediaGallery: mediaGalleryDefinition,
} as const satisfies Record<string, BlockDefinition>;

export type BlockType = keyof typeof blockDefinitions;

/** Own keys only: a stored type such as "constructor" or "__proto__" must not hit Object.prototype. */
export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockDefinitions, type);
}

export function getBlockDefinition(type: string): BlockDefinition | null {
  return isBlockType(type) ? blockDefinitions[type] : null;
}
