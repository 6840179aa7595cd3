import type { GroupNode } from '../shared/content/types';
import type { Locale } from '../shared/locales';
import { optionOf } from '../shared/blocks/options';
import { teamContainerDefinition } from '../shared/blocks/collections/definition';
import type { BlockType } from '../shared/blocks/definitions';

/**
 * Block types whose live view renders a client component (a React island): `true`, or a test on
 * the section when only some of its options render one. A live page holding none of them gets no
 * island runtime, so it loads no JavaScript of React's. `islands.test.ts` fails when a block's view reaches a
 * `'use client'` module but its type is missing here, so a new interactive block must be added.
 */
export const ISLAND_BLOCKS: { readonly [K in BlockType]?: true | ((group: GroupNode) => boolean) } = {
  aspectSponsorForm: true,
  businessSearch: true,
  contactForm: true,
  contentSliderBoard: true,
  gameSetup: true,
  mapContainer: true,
  // The category and kind filter (without JavaScript every item shows).
  marketplace: true,
  mediaGallery: true,
  reviewSlider: true,
  slides: true,
  teamContainer: (group) => optionOf(teamContainerDefinition, group, 'layout') === 'split',
};

function isIslandType(type: string): type is keyof typeof ISLAND_BLOCKS {
  return Object.hasOwn(ISLAND_BLOCKS, type);
}

/** Whether a live section renders a client island (hidden sections render nothing). */
export function sectionHasIsland(group: GroupNode, locale: Locale): boolean {
  if (group.meta.disallowedLanguages.includes(locale) || !isIslandType(group.type)) return false;
  const rule = ISLAND_BLOCKS[group.type];
  return rule === true || (typeof rule === 'function' && rule(group));
}

/**
 * What a live page needs in the browser: nothing, or its islands' runtime (src/app/_islands), which
 * hydrates each island on a root of its own — the game's screens too, the play page's map and drawer
 * included (a score tracker in a drawer page is rendered by the play screen's island).
 */
export function pageIslandRuntime(groups: readonly GroupNode[], locale: Locale): 'none' | 'own' {
  return groups.some((group) => sectionHasIsland(group, locale)) ? 'own' : 'none';
}
