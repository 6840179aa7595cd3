import type { BlockDefinition } from '../types';

/** A map page's details (a hole): title, description, image and its points on the map. */
export const mapDetailsDefinition = {
  type: 'mapDetails',
  category: 'collections',
  offeredInAddSection: false,
  slots: {
    title: { kind: 'text', required: true },
    description: { kind: 'richText' },
    image1: { kind: 'media' },
  },
  options: {
    poi: { type: 'poi', default: { points: [] } },
  },
} as const satisfies BlockDefinition;
