import { backgroundOption } from '../cards/options';
import type { BlockDefinition, SlotDefinition } from '../types';

const hours: SlotDefinition = { kind: 'text', neutral: true };

/** Opening-hours slots in weekday order (Monday first); see opening-hours.ts for the format. */
export const HOURS_SLOTS = {
  hoursMon: hours,
  hoursTue: hours,
  hoursWed: hours,
  hoursThu: hours,
  hoursFri: hours,
  hoursSat: hours,
  hoursSun: hours,
} as const satisfies Record<string, SlotDefinition>;
export const HOURS_SLOT_NAMES = Object.keys(HOURS_SLOTS) as (keyof typeof HOURS_SLOTS)[];

/**
 * Branch contact (spec §2.3, §3.3): address, phone (tel: link, digits only), e-mail (or the
 * emailOverwrite address), an optional map link and, optionally, the opening hours grouped per weekday.
 * Data comes from the business profile's branch chosen in the `branch` option, else from the
 * block's own slots.
 */
export const contactDefinition = {
  type: 'contact',
  category: 'various',
  slots: {
    title: { kind: 'text',  },
    name: { kind: 'text', required: true },
    street: { kind: 'text',  },
    streetNumber: { kind: 'text', neutral: true },
    zip: { kind: 'text', format: 'number' },
    city: { kind: 'text',  },
    phone: { kind: 'text', format: 'phone' },
    email: { kind: 'text', format: 'email' },
    mapLink: { kind: 'button',  },
    hoursTitle: { kind: 'text',  },
    ...HOURS_SLOTS,
    specialDates: { kind: 'text', neutral: true },
  },
  /** With a branch chosen, address, contact and opening hours come from the business profile. */
  load: { kind: 'branch', branchOption: 'branch' },
  options: {
    branch: { type: 'location', default: [] },
    emailOverwrite: { type: 'text', default: '' },
    showOpeningHours: { type: 'checkbox', default: true },
    canton: {
      type: 'text',
      default: '',
      displayConditions: [{ option: 'showOpeningHours', equals: true }],
    },
    background: backgroundOption,
  },
} as const satisfies BlockDefinition;
