import { isCleanText } from '../../../shared/schemas/clean-text';
import { COLLECTIONS, type Collection, SPECIAL_PAGE_KEYS, type SpecialPageKey } from '../../../shared/content/types';

export type ParsedPagePath =
  | { mode: 'live' | 'edit'; target: { key: SpecialPageKey } }
  | { mode: 'live' | 'edit'; target: { slug: string; collection: Collection | null } };

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const isCollection = (value: string): value is Collection => (COLLECTIONS as readonly string[]).includes(value);
const isSpecialKey = (value: string): value is SpecialPageKey => (SPECIAL_PAGE_KEYS as readonly string[]).includes(value);

/**
 * Parses the segments after the locale: `[edit] [collection] slug`. An empty path is the home
 * page; a `~key` segment addresses a special page whatever its slug. Null when nothing can match.
 */
export function parsePagePath(segments: readonly string[]): ParsedPagePath | null {
  const decoded: string[] = [];
  for (const segment of segments) {
    const value = decodeSegment(segment);
    // Not UTF-8, or NUL / a lone surrogate: no slug can match, and the database must not see it.
    if (value === null || !isCleanText(value)) return null;
    decoded.push(value);
  }
  const mode = decoded[0] === 'edit' ? 'edit' : 'live';
  const rest = mode === 'edit' ? decoded.slice(1) : decoded;
  if (rest.length === 0) return { mode, target: { key: '~home' } };
  if (rest.length === 1) {
    const [slug] = rest as [string];
    if (slug.startsWith('~')) return isSpecialKey(slug) ? { mode, target: { key: slug } } : null;
    return { mode, target: { slug, collection: null } };
  }
  if (rest.length === 2) {
    const [collection, slug] = rest as [string, string];
    return isCollection(collection) ? { mode, target: { slug, collection } } : null;
  }
  return null;
}
