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
    // A WebVTT file per language for own videos; the page's language picks the track (issue 17).
    captions: { type: 'captions', default: {} },
  },
} as const satisfies BlockDefinition;
