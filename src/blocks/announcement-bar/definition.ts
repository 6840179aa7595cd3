import { ALIGNMENTS, COLOR_PALETTE } from '../_shared/constants';
import type { BlockDefinition } from '../types';

/** A slim bar at the top of the page: one line of text and an optional link, dismissible per session. */
export const announcementBarDefinition = {
  type: 'announcementBar',
  category: 'start',
  label: { de: 'Ankündigungsleiste', fr: "Barre d'annonce" },
  slots: {
    text: { kind: 'text', label: { de: 'Text', fr: 'Texte' }, required: true },
    link: { kind: 'button', label: { de: 'Link', fr: 'Lien' } },
  },
  options: {
    background: {
      type: 'colorSwatches',
      label: { de: 'Hintergrundfarbe', fr: "Couleur d'arrière-plan" },
      default: 'primary',
      values: COLOR_PALETTE,
    },
    alignment: { type: 'alignment', label: { de: 'Ausrichtung', fr: 'Alignement' }, default: 'center', values: ALIGNMENTS },
    dismissible: { type: 'checkbox', label: { de: 'Schliessbar', fr: 'Peut être fermée' }, default: true },
  },
} as const satisfies BlockDefinition;
