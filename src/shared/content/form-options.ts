/**
 * The choices the two public forms offer, without their schemas: block definitions and the
 * editor read them, and importing the schemas (zod) for a list of names would put zod into the
 * edit route's first JavaScript. The schemas in `schemas/forms/` build on these and re-export them.
 */

/** The 13 appointment topics of spec §3.5; the block switches each on or off by an option. */
export const CONTACT_THEMES = [
  'brillenglasbestimmung',
  'gesundheitscheck',
  'analyseAuge',
  'sehtestLernfahrgesuch',
  'neuanpassungKontaktlinsen',
  'kontrolleKontaktlinsen',
  'kontaktlinsenAbo',
  'frequentlensDirect',
  'brillenberatung',
  'brillenservice',
  'sonnenbrillenberatung',
  'myopieManagement',
  'sonstiges',
] as const;
export type ContactTheme = (typeof CONTACT_THEMES)[number];

/** The bookable options of the sponsor form with their prices in CHF (spec §9.1). */
export const SPONSOR_OPTION_PRICES = {
  hauptsponsor: 29_000,
  standprasenz6m: 1_800,
  standprasenz9m: 2_700,
  stehlunch: 2_500,
  stehlunch2: 2_500,
  nachmittagpause: 2_000,
  vormittagspause: 2_000,
} as const;
export type SponsorOption = keyof typeof SPONSOR_OPTION_PRICES;
export const SPONSOR_OPTIONS = Object.keys(SPONSOR_OPTION_PRICES) as SponsorOption[];
