import { isSlotVisible, textOf } from '../fields';
import { alignmentOption, BOARD_SLOTS, backgroundOption, columnLayoutOption } from '../cards/options';
import { numberedSlots } from '../numbered-slots';
import type { GroupNode } from '../../content/types';
import type { Locale } from '../../locales';
import type { BlockDefinition } from '../types';

/** Articles one box holds. */
export const MAX_ARTICLES = 6;

/**
 * Health-optics magazine articles as teasers (issue 16; editor-panels §5 "Article URL (teaser)"):
 * the editor pastes each article's permalink into a numbered URL slot (`url1`…`url6`, stored once
 * for all languages like every URL slot), the server loads title, image and excerpt from the feed.
 * URL slots rather than a list option: each entry is edited in place where its teaser shows, with
 * its own error, and the slots' order is the box's order.
 */
export const healthOpticsArticlesDefinition = {
  type: 'healthOpticsArticles',
  category: 'content',
  healthOpticsOnly: true,
  load: { kind: 'articles' },
  slots: {
    ...BOARD_SLOTS,
    ...numberedSlots({ url: { kind: 'text', format: 'url' } }, MAX_ARTICLES),
  },
  options: {
    columnLayout: columnLayoutOption,
    alignment: alignmentOption,
    background: backgroundOption,
  },
} as const satisfies BlockDefinition;

/** The slot of entry n (1-based). */
export const articleUrlSlot = (n: number) => `url${n}`;

/** The box's entries: slot number and URL of each visible, filled URL slot, in order. */
export function articleEntriesOf(group: Pick<GroupNode, 'fields'>, locale: Locale): { n: number; url: string }[] {
  const entries: { n: number; url: string }[] = [];
  for (let n = 1; n <= MAX_ARTICLES; n++) {
    const slot = articleUrlSlot(n);
    const url = isSlotVisible(group, slot) ? textOf(group, slot, locale) : null;
    if (url) entries.push({ n, url });
  }
  return entries;
}
