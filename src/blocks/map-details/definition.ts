import type { BlockDefinition } from '../types';

/** A map page's details (a hole): title, description, image and its points on the map. */
export const mapDetailsDefinition = {
  type: 'mapDetails',
  category: 'collections',
  label: { de: 'Kartenpunkt', fr: 'Point de carte' },
  offeredInAddSection: false,
  slots: {
    title: { kind: 'text', label: { de: 'Titel', fr: 'Titre' }, required: true },
    description: { kind: 'richText', label: { de: 'Beschreibung', fr: 'Description' } },
    image1: { kind: 'media', label: { de: 'Bild', fr: 'Image' } },
  },
  options: {
    poi: { type: 'poi', label: { de: 'Punkte', fr: 'Points' }, default: { points: [] } },
  },
} as const satisfies BlockDefinition;
