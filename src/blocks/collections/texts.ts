import type { Locale } from '../../shared/locales';
import { blocksT } from '../_shared/block-texts';

export type CollectionTexts = { empty: string; intro: string; previous: string; next: string; members: string; more: string };

/** The collection views' own texts in the page language (team, services, testimonials). */
export function collectionTexts(locale: Locale): CollectionTexts {
  const t = blocksT(locale);
  return {
    empty: t('collections.empty'),
    intro: t('collections.intro'),
    previous: t('collections.previous'),
    next: t('collections.next'),
    members: t('collections.members'),
    more: t('collections.more'),
  };
}
