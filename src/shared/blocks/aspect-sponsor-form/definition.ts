import { SPONSOR_OPTIONS, type SponsorOption } from '../../content/form-options';
import type { BlockDefinition, OptionDefinition } from '../types';

/** The option key that flags a sponsoring option as fully booked, e.g. `hauptsponsorBooked`. */
export type BookedOptionKey = `${SponsorOption}Booked`;
export const bookedOptionKey = (option: SponsorOption): BookedOptionKey => `${option}Booked`;

type BookedOptions = { [K in BookedOptionKey]: { type: 'checkbox'; default: false } };

const bookedOptions = Object.fromEntries(
  SPONSOR_OPTIONS.map((option) => [bookedOptionKey(option), { type: 'checkbox', default: false } satisfies OptionDefinition]),
) as BookedOptions;

/**
 * The sponsor booking form of the aspect event (spec §3.4, §4.1, §5.1, §9.1): "form" in the
 * add-section dialog's Team category (editor-core §2). Editors flag sold-out options and close the
 * booking; the server refuses booked options and closed bookings from the same options.
 */
export const aspectSponsorFormDefinition = {
  type: 'aspectSponsorForm',
  category: 'team',
  slots: {
    title: { kind: 'text' },
    description: { kind: 'richText' },
    closedText: { kind: 'richText' },
  },
  options: {
    ...bookedOptions,
    bookingClosed: { type: 'checkbox', default: false },
  },
} as const satisfies BlockDefinition;
