import { alignmentOption, BOARD_SLOTS, backgroundOption, columnLayoutOption, imageFormatOption } from '../cards/options';
import type { BlockDefinition } from '../types';

/** Team members (the `team` collection's pages) in a grid or the split card (spec §2.3, §4.3). */
export const teamContainerDefinition = {
  type: 'teamContainer',
  load: { kind: 'collectionItems', collection: 'team' },
  category: 'collections',
  slots: BOARD_SLOTS,
  options: {
    layout: { type: 'gridLayout', default: 'grid', values: ['grid', 'split'] },
    columnLayout: columnLayoutOption,
    imageFormat: imageFormatOption,
    alignment: alignmentOption,
    background: backgroundOption,
  },
} as const satisfies BlockDefinition;

/** The `service` collection's pages as linked cards (services have no detail type). */
export const servicesContainerDefinition = {
  type: 'servicesContainer',
  load: { kind: 'collectionItems', collection: 'service' },
  category: 'collections',
  slots: BOARD_SLOTS,
  options: { columnLayout: columnLayoutOption, alignment: alignmentOption, background: backgroundOption },
} as const satisfies BlockDefinition;

/** The `testimonial` collection's pages as quotes. */
export const testimonialsContainerDefinition = {
  type: 'testimonialsContainer',
  load: { kind: 'collectionItems', collection: 'testimonial' },
  category: 'collections',
  slots: BOARD_SLOTS,
  options: { columnLayout: columnLayoutOption, alignment: alignmentOption, background: backgroundOption },
} as const satisfies BlockDefinition;

/** A team member's details, placed on their collection page; read by the team container. */
export const teamDetailsDefinition = {
  type: 'teamDetails',
  category: 'collections',
  offeredInAddSection: false,
  slots: {
    name: { kind: 'text', required: true },
    function: { kind: 'text' },
    image1: { kind: 'media' },
    email: { kind: 'text', format: 'email' },
    description: { kind: 'richText' },
  },
  options: {},
} as const satisfies BlockDefinition;

/** A testimonial's details, placed on its collection page; read by the testimonials container. */
export const testimonialDetailsDefinition = {
  type: 'testimonialDetails',
  category: 'collections',
  offeredInAddSection: false,
  slots: {
    name: { kind: 'text', required: true },
    quote: { kind: 'richText', required: true },
    image1: { kind: 'media' },
  },
  options: {},
} as const satisfies BlockDefinition;
