import type { BlockDefinition } from '../types';

/** One video, own upload or YouTube, in a fixed aspect ratio (editor-core §2 "Content"). */
export const videoPlayerDefinition = {
  type: 'videoPlayer',
  category: 'content',
  slots: {
    video: { kind: 'media', required: true },
  },
  options: {
    // "W:H"; anything unparsable falls back to 16:9 (public-site §9).
    aspectRatio: { type: 'text', default: '16:9' },
  },
} as const satisfies BlockDefinition;
