import { numberedSlots } from '../numbered-slots';
import { alignmentOption, BOARD_SLOTS, backgroundOption } from '../cards/options';
import type { BlockDefinition, SlotDefinition } from '../types';

/** One course. The block stores them numbered (title1..title8, date1..date8, …; see cards/items.ts). */
export const COURSE_ITEM_SLOTS = {
  title: { kind: 'text' },
  date: { kind: 'text', neutral: true },
  duration: { kind: 'text' },
  cost: { kind: 'text', neutral: true },
  description: { kind: 'text' },
  button: { kind: 'button' },
} as const satisfies Record<string, SlotDefinition>;
export const COURSE_ITEM_FIELDS = Object.keys(COURSE_ITEM_SLOTS);

/** Courses list: title, date (locale format, 'N/A' when unknown), duration, cost when given, 200-character preview. */
export const coursesDefinition = {
  type: 'courses',
  category: 'team',
  slots: { ...BOARD_SLOTS, ...numberedSlots(COURSE_ITEM_SLOTS) },
  options: {
    alignment: alignmentOption,
    background: backgroundOption,
  },
} as const satisfies BlockDefinition;
