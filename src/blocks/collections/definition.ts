import { alignmentOption, BOARD_SLOTS, backgroundOption, columnLayoutOption, imageFormatOption } from '../_shared/cards/options';
import type { BlockDefinition } from '../types';

/** Team members (the `team` collection's pages) in a grid or the split card (spec §2.3, §4.3). */
export const teamContainerDefinition = {
  type: 'teamContainer',
  category: 'collections',
  label: { de: 'Team', fr: 'Équipe' },
  slots: BOARD_SLOTS,
  options: {
    layout: { type: 'gridLayout', label: { de: 'Darstellung', fr: 'Affichage' }, default: 'grid', values: ['grid', 'split'] },
    columnLayout: columnLayoutOption,
    imageFormat: imageFormatOption,
    alignment: alignmentOption,
    background: backgroundOption,
  },
} as const satisfies BlockDefinition;

/** The `service` collection's pages as linked cards (services have no detail type). */
export const servicesContainerDefinition = {
  type: 'servicesContainer',
  category: 'collections',
  label: { de: 'Dienstleistungen', fr: 'Services' },
  slots: BOARD_SLOTS,
  options: { columnLayout: columnLayoutOption, alignment: alignmentOption, background: backgroundOption },
} as const satisfies BlockDefinition;

/** The `testimonial` collection's pages as quotes. */
export const testimonialsContainerDefinition = {
  type: 'testimonialsContainer',
  category: 'collections',
  label: { de: 'Kundenstimmen', fr: 'Témoignages' },
  slots: BOARD_SLOTS,
  options: { columnLayout: columnLayoutOption, alignment: alignmentOption, background: backgroundOption },
} as const satisfies BlockDefinition;

/** A team member's details, placed on their collection page; read by the team container. */
export const teamDetailsDefinition = {
  type: 'teamDetails',
  category: 'collections',
  label: { de: 'Teammitglied', fr: "Membre de l'équipe" },
  offeredInAddSection: false,
  slots: {
    name: { kind: 'text', label: { de: 'Name', fr: 'Nom' }, required: true },
    function: { kind: 'text', label: { de: 'Funktion', fr: 'Fonction' } },
    image1: { kind: 'media', label: { de: 'Bild', fr: 'Image' } },
    email: { kind: 'text', label: { de: 'E-Mail', fr: 'E-mail' }, format: 'email' },
    description: { kind: 'richText', label: { de: 'Beschreibung', fr: 'Description' } },
  },
  options: {},
} as const satisfies BlockDefinition;

/** A testimonial's details, placed on its collection page; read by the testimonials container. */
export const testimonialDetailsDefinition = {
  type: 'testimonialDetails',
  category: 'collections',
  label: { de: 'Kundenstimme', fr: 'Témoignage' },
  offeredInAddSection: false,
  slots: {
    name: { kind: 'text', label: { de: 'Name', fr: 'Nom' }, required: true },
    quote: { kind: 'richText', label: { de: 'Zitat', fr: 'Citation' }, required: true },
    image1: { kind: 'media', label: { de: 'Bild', fr: 'Image' } },
  },
  options: {},
} as const satisfies BlockDefinition;
