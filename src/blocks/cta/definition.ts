import { ALIGNMENTS, COLOR_PALETTE } from '../_shared/constants';
import type { BlockDefinition } from '../types';

/** "Call to action": one message and one button on a coloured band (editor-core §2 "Content"). */
export const ctaDefinition = {
  type: 'cta',
  category: 'content',
  label: { de: 'Call to Action', fr: "Appel à l'action" },
  slots: {
    kicker: { kind: 'text', label: { de: 'Dachzeile', fr: 'Surtitre' } },
    title: { kind: 'text', label: { de: 'Titel', fr: 'Titre' }, required: true },
    description: { kind: 'richText', label: { de: 'Beschreibung', fr: 'Description' } },
    button1: { kind: 'button', label: { de: 'Button', fr: 'Bouton' }, required: true },
  },
  options: {
    alignment: { type: 'alignment', label: { de: 'Ausrichtung', fr: 'Alignement' }, default: 'center', values: ALIGNMENTS },
    background: {
      type: 'colorSwatches',
      label: { de: 'Hintergrundfarbe', fr: "Couleur d'arrière-plan" },
      default: 'primary',
      values: COLOR_PALETTE,
    },
  },
} as const satisfies BlockDefinition;
