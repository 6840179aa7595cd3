import { numberedSlots } from '../_shared/cards/items';
import { alignmentOption, BOARD_SLOTS, backgroundOption, columnLayoutOption, imageFormatOption } from '../_shared/cards/options';
import type { BlockDefinition, SlotDefinition } from '../types';

/** One news item. The board stores them numbered (date1..date8, title1..title8, …; see cards/items.ts). */
export const NEWS_ITEM_SLOTS = {
  date: { kind: 'text', label: { de: 'Datum (JJJJ-MM-TT)', fr: 'Date (AAAA-MM-JJ)' } },
  title: { kind: 'text', label: { de: 'Titel', fr: 'Titre' } },
  description: { kind: 'text', label: { de: 'Text', fr: 'Texte' } },
  image: { kind: 'media', label: { de: 'Bild', fr: 'Image' } },
  button: { kind: 'button', label: { de: 'Button', fr: 'Bouton' } },
} as const satisfies Record<string, SlotDefinition>;
export const NEWS_ITEM_FIELDS = Object.keys(NEWS_ITEM_SLOTS);

/** Dated news in a grid: date, title, a 200-character preview, image and a link each. */
export const newsFeedBoardDefinition = {
  type: 'newsFeedBoard',
  category: 'content',
  label: { de: 'News-Feed', fr: "Fil d'actualités" },
  slots: { ...BOARD_SLOTS, ...numberedSlots(NEWS_ITEM_SLOTS) },
  options: {
    columnLayout: columnLayoutOption,
    imageFormat: imageFormatOption,
    alignment: alignmentOption,
    background: backgroundOption,
  },
} as const satisfies BlockDefinition;

/** A single news item (item type: never offered in the add-section dialog). */
export const newsFeedCardDefinition = {
  type: 'newsFeedCard',
  category: 'content',
  label: { de: 'News-Karte', fr: "Carte d'actualité" },
  slots: NEWS_ITEM_SLOTS,
  options: { imageFormat: imageFormatOption },
  offeredInAddSection: false,
} as const satisfies BlockDefinition;
