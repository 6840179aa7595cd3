import type { CollectionItem } from '../../shared/content/collection-item';
import { pagePath } from '../../shared/content/links';
import type { MediaInfo } from '../../shared/content/media';
import { imageAlt, SLOT_ALT_OPTION, slotAltOf } from '../../shared/content/media-alt';
import type { Collection, RichTextValue } from '../../shared/content/types';
import { isSlotVisible, richTextOf, textOf } from '../../shared/blocks/fields';
import type { RenderContext } from '../types';

/** Members shown at once in the split card's list on desktop (spec §9.2). */
export const SPLIT_PER_VIEW = 5;

export type ItemContext = Pick<RenderContext, 'locale' | 'mode' | 'site'>;

/** The item's display name: its detail `name` slot, else the page name (current, then default locale). */
export function itemName(item: CollectionItem, ctx: ItemContext): string {
  return textOf(item, 'name', ctx.locale) ?? item.name[ctx.locale] ?? item.name[ctx.site.defaultLocale] ?? '';
}

export function itemText(item: CollectionItem, slot: string, ctx: ItemContext): string | null {
  return isSlotVisible(item, slot) ? textOf(item, slot, ctx.locale) : null;
}

export function itemRichText(item: CollectionItem, slot: string, ctx: ItemContext): RichTextValue | null {
  return isSlotVisible(item, slot) ? richTextOf(item, slot, ctx.locale) : null;
}

/** The image of a media slot, when resolved and an image. */
export function itemImage(item: CollectionItem, slot: string): MediaInfo | null {
  if (!isSlotVisible(item, slot)) return null;
  const id = item.fields[slot]?.mediaId;
  const media = id ? item.media[id] : undefined;
  return media?.mediaType === 'image' ? media : null;
}

/** The `alt` of an item's image in the page's language: the detail slot's own text, else the library's. */
export function itemImageAlt(item: CollectionItem, slot: string, media: MediaInfo, ctx: ItemContext): string {
  return imageAlt(media, ctx.locale, slotAltOf(item.fields[slot]?.options[SLOT_ALT_OPTION]));
}

export function itemHref(item: CollectionItem, collection: Collection, ctx: ItemContext): string | null {
  return pagePath({ locale: ctx.locale, mode: ctx.mode, page: { slug: item.slug, collection, specialKey: null } });
}

/** Page count and the page holding an index, for a list shown `perView` at a time. */
export function pageCount(total: number, perView = SPLIT_PER_VIEW): number {
  return Math.max(1, Math.ceil(total / perView));
}

export function pageOf(index: number, perView = SPLIT_PER_VIEW): number {
  return Math.max(0, Math.floor(index / perView));
}
