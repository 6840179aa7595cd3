import { COLOR_PALETTE } from '../_shared/constants';
import type { BlockDefinition } from '../types';

export const BUBBLE_POSITIONS = ['left', 'right'] as const;
export type BubblePosition = (typeof BUBBLE_POSITIONS)[number];

/** A round bubble floating in a lower corner: a short text and a link, dismissible per session. */
export const announcementBubbleDefinition = {
  type: 'announcementBubble',
  category: 'start',
  label: { de: 'Ankündigungsblase', fr: "Bulle d'annonce" },
  slots: {
    text: { kind: 'text', label: { de: 'Kurzer Text', fr: 'Texte court' }, required: true },
    link: { kind: 'button', label: { de: 'Link', fr: 'Lien' } },
  },
  options: {
    position: { type: 'alignment', label: { de: 'Position', fr: 'Position' }, default: 'right', values: BUBBLE_POSITIONS },
    background: {
      type: 'colorSwatches',
      label: { de: 'Hintergrundfarbe', fr: "Couleur d'arrière-plan" },
      default: 'primary',
      values: COLOR_PALETTE,
    },
    dismissible: { type: 'checkbox', label: { de: 'Schliessbar', fr: 'Peut être fermée' }, default: true },
  },
} as const satisfies BlockDefinition;
