import { SPONSOR_OPTIONS, type SponsorOption } from '../../shared/schemas/forms/sponsor-form';
import type { BlockDefinition, EditorLabel, OptionDefinition } from '../types';

const OPTION_EDITOR_LABELS: Record<SponsorOption, EditorLabel> = {
  hauptsponsor: { de: 'Hauptsponsor ausgebucht', fr: 'Sponsor principal complet' },
  standprasenz6m: { de: 'Standpräsenz 6 m² ausgebucht', fr: 'Stand 6 m² complet' },
  standprasenz9m: { de: 'Standpräsenz 9 m² ausgebucht', fr: 'Stand 9 m² complet' },
  stehlunch: { de: 'Stehlunch (1. Slot) ausgebucht', fr: 'Lunch debout (1er créneau) complet' },
  stehlunch2: { de: 'Stehlunch (2. Slot) ausgebucht', fr: 'Lunch debout (2e créneau) complet' },
  nachmittagpause: { de: 'Nachmittagspause ausgebucht', fr: "Pause de l'après-midi complète" },
  vormittagspause: { de: 'Vormittagspause ausgebucht', fr: 'Pause du matin complète' },
};

/** The option key that flags a sponsoring option as fully booked, e.g. `hauptsponsorBooked`. */
export type BookedOptionKey = `${SponsorOption}Booked`;
export const bookedOptionKey = (option: SponsorOption): BookedOptionKey => `${option}Booked`;

type BookedOptions = { [K in BookedOptionKey]: { type: 'checkbox'; label: EditorLabel; default: false } };

const bookedOptions = Object.fromEntries(
  SPONSOR_OPTIONS.map((option) => [bookedOptionKey(option), { type: 'checkbox', label: OPTION_EDITOR_LABELS[option], default: false } satisfies OptionDefinition]),
) as BookedOptions;

/**
 * The sponsor booking form of the aspect event (spec §3.4, §4.1, §5.1, §9.1): "form" in the
 * add-section dialog's Team category (editor-core §2). Editors flag sold-out options and close the
 * booking; the server refuses booked options and closed bookings from the same options.
 */
export const aspectSponsorFormDefinition = {
  type: 'aspectSponsorForm',
  category: 'team',
  label: { de: 'Sponsoring-Formular', fr: 'Formulaire de sponsoring' },
  slots: {
    title: { kind: 'text', label: { de: 'Titel', fr: 'Titre' } },
    description: { kind: 'richText', label: { de: 'Beschreibung', fr: 'Description' } },
    closedText: { kind: 'richText', label: { de: 'Text bei geschlossener Buchung', fr: 'Texte si les réservations sont closes' } },
  },
  options: {
    ...bookedOptions,
    bookingClosed: { type: 'checkbox', label: { de: 'Buchung geschlossen', fr: 'Réservations closes' }, default: false },
  },
} as const satisfies BlockDefinition;
