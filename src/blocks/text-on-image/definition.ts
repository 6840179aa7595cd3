import { COLOR_PALETTE } from '../_shared/constants';
import type { BlockDefinition } from '../types';

export const TEXT_POSITIONS = ['top-left', 'top-right', 'bottom-left', 'bottom-right', 'center-left', 'center-right'] as const;
export type TextPosition = (typeof TEXT_POSITIONS)[number];

/**
 * Text over a full-width photo: the image (cropped around its focal point) under a colour overlay,
 * with title, description and a button placed at one of six positions.
 */
export const textOnImageDefinition = {
  type: 'textOnImage',
  category: 'content',
  label: { de: 'Text auf Bild', fr: 'Texte sur image' },
  slots: {
    image1: { kind: 'media', label: { de: 'Hintergrundbild', fr: "Image d'arrière-plan" } },
    kicker: { kind: 'text', label: { de: 'Dachzeile', fr: 'Surtitre' } },
    title: { kind: 'text', label: { de: 'Titel', fr: 'Titre' }, required: true },
    description: { kind: 'richText', label: { de: 'Beschreibung', fr: 'Description' } },
    button1: { kind: 'button', label: { de: 'Button', fr: 'Bouton' } },
  },
  options: {
    textPosition: { type: 'textPosition', label: { de: 'Textposition', fr: 'Position du texte' }, default: 'center-left', values: TEXT_POSITIONS },
    overlay: {
      type: 'colorSwatches',
      label: { de: 'Farbüberlagerung', fr: 'Superposition de couleur' },
      default: 'header',
      values: COLOR_PALETTE,
    },
  },
} as const satisfies BlockDefinition;
