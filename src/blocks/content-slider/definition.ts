import { numberedSlots } from '../_shared/cards/items';
import { alignmentOption, BOARD_SLOTS, backgroundOption, columnLayoutOption, imageFormatOption } from '../_shared/cards/options';
import type { BlockDefinition, SlotDefinition } from '../types';

/** One slide. The board stores them numbered (title1..title8, image1..8, …; see cards/items.ts). */
export const SLIDE_ITEM_SLOTS = {
  title: { kind: 'text', label: { de: 'Titel', fr: 'Titre' } },
  description: { kind: 'text', label: { de: 'Text', fr: 'Texte' } },
  image: { kind: 'media', label: { de: 'Bild', fr: 'Image' } },
  button: { kind: 'button', label: { de: 'Button', fr: 'Bouton' } },
} as const satisfies Record<string, SlotDefinition>;
export const SLIDE_ITEM_FIELDS = Object.keys(SLIDE_ITEM_SLOTS);

/** A row of cards that scrolls sideways: arrows, swipe and arrow keys (public-site "Content slider"). */
export const contentSliderBoardDefinition = {
  type: 'contentSliderBoard',
  category: 'content',
  label: { de: 'Inhalts-Slider', fr: 'Carrousel de contenus' },
  slots: { ...BOARD_SLOTS, ...numberedSlots(SLIDE_ITEM_SLOTS) },
  options: {
    // How many cards are in view on large screens.
    columnLayout: columnLayoutOption,
    imageFormat: { ...imageFormatOption, default: 'portrait' },
    alignment: alignmentOption,
    background: backgroundOption,
  },
} as const satisfies BlockDefinition;

/** A single slide card (item type: never offered in the add-section dialog). */
export const contentSliderCardDefinition = {
  type: 'contentSliderCard',
  category: 'content',
  label: { de: 'Slider-Karte', fr: 'Carte de carrousel' },
  slots: SLIDE_ITEM_SLOTS,
  options: { imageFormat: { ...imageFormatOption, default: 'portrait' } },
  offeredInAddSection: false,
} as const satisfies BlockDefinition;
