import type { GroupNode } from '../../shared/content/types';
import type { Locale } from '../../shared/locales';
import { isSlotVisible, textOf } from '../../shared/blocks/fields';

/**
 * Exactly one `h1` per page (issue 17). The first section of the page, in order and shown in the
 * page's language, whose title slot has text owns the page's `h1`; every other section title is an
 * `h2`, whatever the block renders elsewhere. A page where no section has a title gets a visually
 * hidden `h1` with the page's name (SitePage). Blocks keep declaring `as="h1"` or `as="h2"` for
 * their title; the slot renderer applies this rule (`slotHeadingTag`).
 */

/** The slot that holds each block type's section title. Item titles (`title1`, `name2`…) are not listed. */
export const SECTION_TITLE_SLOTS: Readonly<Record<string, string>> = {
  hero: 'title',
  cta: 'title',
  richTextBlock: 'title',
  mediaGallery: 'title',
  multiCta: 'title',
  textOnImage: 'title',
  imageBoard: 'title',
  imageCard: 'title',
  imageCollage: 'title',
  contentSliderBoard: 'title',
  contentSliderCard: 'title',
  newsFeedBoard: 'title',
  newsFeedCard: 'title',
  stepFeedBoard: 'title',
  stepFeedCard: 'title',
  productBoard: 'title',
  productCard: 'name',
  serviceBoard: 'title',
  serviceCard: 'title',
  goFeed: 'title',
  goFeedCard: 'title',
  contact: 'title',
  courses: 'title',
  reviewSlider: 'title',
  instagramFeed: 'title',
  teamContainer: 'title',
  servicesContainer: 'title',
  testimonialsContainer: 'title',
  teamDetails: 'name',
  contactForm: 'title',
  aspectSponsorForm: 'title',
  mapDetails: 'title',
  poiManager: 'title',
  bookingContainer: 'title',
  businessSearch: 'title',
  jobs: 'title',
  marketplace: 'title',
  healthOpticsArticles: 'title',
};

/** Blocks whose view carries an `h1` of its own (the game's screens title themselves). */
const OWN_H1_BLOCKS: ReadonlySet<string> = new Set(['gameSetup']);

type HeadingGroup = Pick<GroupNode, 'id' | 'type' | 'position' | 'fields' | 'meta'>;

/** The id of the section that owns the page's `h1`, or null when no section has a title. */
export function pageHeadingGroup(groups: readonly HeadingGroup[], locale: Locale): string | null {
  const ordered = [...groups].sort((a, b) => a.position - b.position);
  for (const group of ordered) {
    if (group.meta.disallowedLanguages.includes(locale)) continue;
    if (OWN_H1_BLOCKS.has(group.type)) return group.id;
    const slot = SECTION_TITLE_SLOTS[group.type];
    if (slot && isSlotVisible(group, slot) && textOf(group, slot, locale) !== null) return group.id;
  }
  return null;
}

type TextTag = 'h1' | 'h2' | 'h3' | 'p';

/**
 * The tag a text slot renders as. A section's title is the `h1` when its section owns the page's
 * heading and an `h2` otherwise; any other slot keeps its tag, except that an `h1` outside the
 * heading section steps down to `h2`. `pageHeading` undefined (a section rendered outside a page,
 * e.g. alone in a test) keeps the declared tag.
 */
export function slotHeadingTag(group: Pick<GroupNode, 'id' | 'type'>, slot: string, declared: TextTag, pageHeading: string | null | undefined): TextTag {
  if (pageHeading === undefined) return declared;
  const owns = pageHeading === group.id;
  if (SECTION_TITLE_SLOTS[group.type] === slot && (declared === 'h1' || declared === 'h2')) return owns ? 'h1' : 'h2';
  if (declared === 'h3') return subheadingTag(group, pageHeading);
  return declared === 'h1' && !owns ? 'h2' : declared;
}

/**
 * The tag of a heading inside a section (an item's title, a directory letter): `h3` under the
 * section's `h2`, but `h2` in the section that owns the page's `h1` — levels never skip one
 * (h1 → h3), which the HTML checker and screen-reader heading lists count as an error.
 */
export function subheadingTag(group: Pick<GroupNode, 'id'>, pageHeading: string | null | undefined): 'h2' | 'h3' {
  return pageHeading !== undefined && pageHeading !== null && pageHeading === group.id ? 'h2' : 'h3';
}
