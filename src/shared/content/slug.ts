import slugify from '@sindresorhus/slugify';

/**
 * A page slug made URL-safe (editor-panels §5): German umlauts and ß transliterated (ä→ae, ß→ss),
 * accents dropped, spaces and punctuation to single dashes, lower case. Used by the create and
 * page-settings forms as the user types and again by the server, so both agree.
 */
export function toSlug(input: string): string {
  return slugify(input, { customReplacements: [['&', ' ']] })
    .slice(0, 120)
    .replace(/-+$/, '');
}
