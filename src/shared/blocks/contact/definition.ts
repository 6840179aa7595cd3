import { backgroundOption } from '../cards/options';
import type { BlockDefinition } from '../types';

/**
 * Branch contact (spec §2.3, §3.3): address, phone (tel: link, digits only), e-mail (or the
 * emailOverwrite address), an optional map link and, optionally, the opening hours grouped per weekday.
 * Address and contact come from the business profile's branch chosen in the `branch` option, else
 * from the block's own slots. Opening hours (`box-hours.ts`): the box's own (`openingHours`
 * option, edited with the same weekday editor as the business profile), else the chosen branch's,
 * else the first active branch's. The weekday text slots of old boxes (`legacy-hours.ts`) are
 * read, no longer offered.
 */
export const contactDefinition = {
  type: 'contact',
  category: 'various',
  slots: {
    title: { kind: 'text' },
    name: { kind: 'text', required: true },
    street: { kind: 'text' },
    streetNumber: { kind: 'text', neutral: true },
    zip: { kind: 'text', format: 'number' },
    city: { kind: 'text' },
    phone: { kind: 'text', format: 'phone' },
    email: { kind: 'text', format: 'email' },
    mapLink: { kind: 'button' },
    hoursTitle: { kind: 'text' },
  },
  /** With a branch chosen, address, contact and opening hours come from the business profile. */
  load: { kind: 'branch', branchOption: 'branch' },
  options: {
    branch: { type: 'location', default: [] },
    emailOverwrite: { type: 'text', default: '' },
    showOpeningHours: { type: 'checkbox', default: true },
    /** The box's own opening hours (`OpeningHours`); null: the branch's. */
    openingHours: {
      type: 'openingHours',
      default: null,
      displayConditions: [{ option: 'showOpeningHours', equals: true }],
    },
    canton: {
      type: 'text',
      default: '',
      displayConditions: [{ option: 'showOpeningHours', equals: true }],
    },
    background: backgroundOption,
  },
} as const satisfies BlockDefinition;
