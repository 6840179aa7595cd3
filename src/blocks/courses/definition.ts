import { numberedSlots } from '../_shared/cards/items';
import { alignmentOption, BOARD_SLOTS, backgroundOption } from '../_shared/cards/options';
import type { BlockDefinition, SlotDefinition } from '../types';

/** One course. The block stores them numbered (title1..title8, date1..date8, …; see cards/items.ts). */
export const COURSE_ITEM_SLOTS = {
  title: { kind: 'text', label: { de: 'Kurstitel', fr: 'Titre du cours' } },
  date: { kind: 'text', label: { de: 'Datum (JJJJ-MM-TT)', fr: 'Date (AAAA-MM-JJ)' } },
  duration: { kind: 'text', label: { de: 'Dauer', fr: 'Durée' } },
  cost: { kind: 'text', label: { de: 'Kosten', fr: 'Coût' } },
  description: { kind: 'text', label: { de: 'Beschreibung', fr: 'Description' } },
  button: { kind: 'button', label: { de: 'Button', fr: 'Bouton' } },
} as const satisfies Record<string, SlotDefinition>;
export const COURSE_ITEM_FIELDS = Object.keys(COURSE_ITEM_SLOTS);

/** Courses list: title, date (locale format, 'N/A' when unknown), duration, cost when given, 200-character preview. */
export const coursesDefinition = {
  type: 'courses',
  category: 'team',
  label: { de: 'Kurse', fr: 'Cours' },
  slots: { ...BOARD_SLOTS, ...numberedSlots(COURSE_ITEM_SLOTS) },
  options: {
    alignment: alignmentOption,
    background: backgroundOption,
  },
} as const satisfies BlockDefinition;
