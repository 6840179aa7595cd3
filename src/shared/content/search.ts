/** Site search results as the search page shows them; produced by `src/server/services/search`. */

/** Longer queries are cut: the search stays bounded whatever a visitor sends. */
export const MAX_QUERY_LENGTH = 200;
/** Fewer characters search nothing (spec §5.3): the header bar waits for them, the search page asks for them. */
export const SEARCH_MIN_CHARS = 3;

/** Whether a typed query is too short to search (counted in characters, not UTF-16 units). */
export function isQueryTooShort(query: string): boolean {
  const length = [...query.trim()].length;
  return length > 0 && length < SEARCH_MIN_CHARS;
}

export type SnippetSegment = { text: string; hit: boolean };

export type SearchHit = { pageId: string; title: string; path: string | null; snippet: SnippetSegment[] };
export type SearchResult = {
  /** The query as searched (trimmed, cut to MAX_QUERY_LENGTH); empty means nothing was searched. */
  query: string;
  hits: SearchHit[];
  /** Set when nothing matched the query as typed and the hits are for these corrected words. */
  correctedQuery: string | null;
  /** Set when this address searched too often: nothing was searched, the page answers 429. */
  rateLimited?: true;
  /** Set when the query is shorter than SEARCH_MIN_CHARS: nothing was searched, the page asks for more. */
  tooShort?: true;
};
