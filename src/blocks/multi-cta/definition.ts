import { ALIGNMENTS, COLOR_PALETTE } from '../_shared/constants';
import type { BlockDefinition, SlotDefinition } from '../types';

/** Number of call-to-action items a multiCta holds (one column each). */
export const MULTI_CTA_ITEMS = 3;

type ItemSlot<N extends number> = `title${N}` | `description${N}` | `button${N}`;

function item<N extends 1 | 2 | 3>(n: N): Record<ItemSlot<N>, SlotDefinition> {
  return {
    [`title${n}`]: { kind: 'text', label: { de: `Titel ${n}`, fr: `Titre ${n}` } },
    [`description${n}`]: { kind: 'richText', label: { de: `Beschreibung ${n}`, fr: `Description ${n}` } },
    [`button${n}`]: { kind: 'button', label: { de: `Button ${n}`, fr: `Bouton ${n}` } },
  } as Record<ItemSlot<N>, SlotDefinition>;
}

/**
 * Several calls to action side by side: an optional heading, then up to three columns of
 * title + text + button. Items are numbered slots (title1, description1, button1 …); live pages
 * show the items that have content, edit mode one empty item more to fill.
 */
export const multiCtaDefinition = {
  type: 'multiCta',
  category: 'content',
  label: { de: 'Mehrere Call to Actions', fr: "Plusieurs appels à l'action" },
  slots: {
    kicker: { kind: 'text', label: { de: 'Dachzeile', fr: 'Surtitre' } },
    title: { kind: 'text', label: { de: 'Titel', fr: 'Titre' } },
    ...item(1),
    ...item(2),
    ...item(3),
  },
  options: {
    alignment: { type: 'alignment', label: { de: 'Ausrichtung', fr: 'Alignement' }, default: 'center', values: ALIGNMENTS },
    background: {
      type: 'colorSwatches',
      label: { de: 'Hintergrundfarbe', fr: "Couleur d'arrière-plan" },
      default: 'secondary',
      values: COLOR_PALETTE,
    },
  },
} as const satisfies BlockDefinition;
