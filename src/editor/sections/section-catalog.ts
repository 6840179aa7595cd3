import type { BlockDefinition } from '@/shared/blocks/types';

/**
 * The add-section dialog's categories and the types each offers, in the order of editor-core §2.
 * Only registered types can be added; listed types without a block yet are left out (not shown
 * disabled) so the dialog offers nothing that cannot be chosen.
 */
export const ADD_SECTION_TABLE = [
  { key: 'start', types: ['hero', 'announcementBar', 'announcementBubble'] },
  { key: 'team', types: ['businessSearch', 'marketplace', 'jobs', 'courses', 'aspectSponsorForm'] },
  {
    key: 'content',
    types: [
      'cta',
      'textOnImage',
      'multiCta',
      'richTextBlock',
      'videoPlayer',
      'imageCollage',
      'imageBoard',
      'newsFeedBoard',
      'stepFeedBoard',
      'productBoard',
      'serviceBoard',
      'spacer',
      'gameSetup',
      'scoreTracker',
      'poiManager',
      'mediaGallery',
      'reviewSlider',
      'contentSliderBoard',
      'instagramFeed',
      'contactForm',
    ],
  },
  { key: 'collections', types: ['teamContainer', 'servicesContainer', 'testimonialsContainer', 'mapContainer'] },
  { key: 'various', types: ['goFeed', 'bookingContainer', 'contact'] },
] as const;

export type CatalogCategoryKey = (typeof ADD_SECTION_TABLE)[number]['key'] | 'remaining';
export type CatalogEntry = { type: string; definition: BlockDefinition; disabled: boolean };
export type CatalogCategory = { key: CatalogCategoryKey; entries: CatalogEntry[] };

/** Detail and card item types are never offered (editor-core §2). */
export function isOfferable(type: string, definition: BlockDefinition): boolean {
  return definition.offeredInAddSection !== false && !/(?:Card|Details?)$/.test(type);
}

/**
 * The dialog's content for one site: table types that are registered and offerable, then every
 * other offerable registered type under "remaining". Health-optics boxes stay listed but are
 * disabled for other businesses. Empty categories are dropped.
 */
export function buildCatalog(definitions: Readonly<Record<string, BlockDefinition>>, options: { healthOptics: boolean }): CatalogCategory[] {
  const entry = (type: string): CatalogEntry | null => {
    const definition = Object.hasOwn(definitions, type) ? definitions[type] : undefined;
    if (!definition || !isOfferable(type, definition)) return null;
    return { type, definition, disabled: definition.healthOpticsOnly === true && !options.healthOptics };
  };
  const listed = new Set<string>(ADD_SECTION_TABLE.flatMap((category) => [...category.types]));
  const categories: CatalogCategory[] = ADD_SECTION_TABLE.map((category) => ({
    key: category.key,
    entries: category.types.map(entry).filter((e) => e !== null),
  }));
  const remaining = Object.keys(definitions)
    .filter((type) => !listed.has(type))
    .map(entry)
    .filter((e) => e !== null);
  categories.push({ key: 'remaining', entries: remaining });
  return categories.filter((category) => category.entries.length > 0);
}
