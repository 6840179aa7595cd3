import { ALIGNMENTS, COLOR_PALETTE, TEXT_SIZES } from '../_shared/constants';
import type { BlockDefinition } from '../types';

/** Opening section of a page: big title over a brand-coloured backdrop (editor-core §2 "Start"). */
export const heroDefinition = {
  type: 'hero',
  category: 'start',
  label: { de: 'Hero', fr: 'Hero' },
  slots: {
    kicker: { kind: 'text', label: { de: 'Dachzeile', fr: 'Surtitre' } },
    title: { kind: 'text', label: { de: 'Titel', fr: 'Titre' }, required: true },
    subtitle: { kind: 'richText', label: { de: 'Untertitel', fr: 'Sous-titre' } },
    button1: { kind: 'button', label: { de: 'Button 1', fr: 'Bouton 1' } },
    button2: { kind: 'button', label: { de: 'Button 2', fr: 'Bouton 2' } },
    image1: { kind: 'media', label: { de: 'Hintergrundbild', fr: "Image d'arrière-plan" } },
  },
  options: {
    alignment: { type: 'alignment', label: { de: 'Ausrichtung', fr: 'Alignement' }, default: 'left', values: ALIGNMENTS },
    textSize: { type: 'textSize', label: { de: 'Textgrösse', fr: 'Taille du texte' }, default: 'large', values: TEXT_SIZES },
    background: {
      type: 'colorSwatches',
      label: { de: 'Hintergrundfarbe', fr: "Couleur d'arrière-plan" },
      default: 'header',
      values: COLOR_PALETTE,
    },
    fullHeight: { type: 'checkbox', label: { de: 'Volle Bildschirmhöhe', fr: "Pleine hauteur d'écran" }, default: false },
  },
} as const satisfies BlockDefinition;
