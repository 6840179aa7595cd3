import type { GroupNode } from '../shared/content/types';
import type { Locale } from '../shared/locales';
import { optionOf } from '../shared/blocks/options';
import { teamContainerDefinition } from '../shared/blocks/collections/definition';
import type { BlockType } from '../shared/blocks/definitions';

/**
 * Block types whose live view renders a client component (a React island): `true`, or a test on
 * the section when only some of its options render one. A live page holding none of them is sent
 * without Next's scripts and its RSC payload (the front handler strips them), so it loads no
 * framework JavaScript at all. `islands.test.ts` fails when a block's view reaches a
 * `'use client'` module but its type is missing here, so a new interactive block must be added.
 */
export const ISLAND_BLOCKS: { readonly [K in BlockType]?: true | ((group: GroupNode) => boolean) } = {
  announcementBar: true,
  announcementBubble: true,
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
  scoreTracker: true,
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
 * Blocks whose islands need Next's runtime: the play page (map container, score tracker) keeps its
 * map and drawer pages mounted while the player moves between holes, and the score tracker renders
 * inside those server-rendered pages. Every other island, the game's set-up screens included,
 * hydrates on a root of its own (`<Island>`/`IslandRoot`, src/blocks/_shared/island), so pages
 * holding only those load React and their islands alone.
 */
const NEXT_RUNTIME_BLOCKS: ReadonlySet<string> = new Set<BlockType>(['mapContainer', 'scoreTracker']);

/** What a live page needs in the browser: nothing, its own islands' runtime, or Next's (see RenderReport). */
export function pageIslandRuntime(groups: readonly GroupNode[], locale: Locale): 'none' | 'own' | 'next' {
  const shown = groups.filter((group) => sectionHasIsland(group, locale));
  if (shown.length === 0) return 'none';
  return shown.some((group) => NEXT_RUNTIME_BLOCKS.has(group.type)) ? 'next' : 'own';
}
