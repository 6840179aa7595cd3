import { type SQL, and, eq, notInArray, sql } from 'drizzle-orm';
import { type PageSlugs, pagePath } from '../../../shared/content/links';
import type { Collection, SpecialPageKey } from '../../../shared/content/types';
import type { Locale, Localized } from '../../../shared/locales';
import type { Queryable } from '../../db/client';
import { pages, searchDocuments } from '../../db/schema';
import { listArchivedCollectionPageIds } from '../collections/archived-items';
import { MAX_QUERY_LENGTH, type SearchHit, type SearchResult } from '../../../shared/content/search';
import { splitSnippet } from './snippet';
import { MARK_END, MARK_START, cleanText, words } from './search-text';
import { textSearchConfig } from './text-search-config';
import { MAX_QUERY_WORDS, closeTerms, likePatterns, typoWords } from './typo';

export const MAX_RESULTS = 20;
const MAX_FALLBACK_TERMS = 200;
/** The search field's own minimum (SEARCH_MIN_CHARS): shorter prefixes would match nearly everything. */
const PREFIX_MIN_CHARS = 3;

const HEADLINE_OPTIONS = `StartSel="${MARK_START}", StopSel="${MARK_END}", MaxWords=24, MinWords=10, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;

export type { SearchHit, SearchResult };
export { MAX_QUERY_LENGTH };

/** Trims, removes control characters and cuts a raw query to the limit. */
export function normalizeQuery(raw: string | null | undefined): string {
  return cleanText([...cleanText(raw ?? '')].slice(0, MAX_QUERY_LENGTH).join(''));
}

/**
 * Full-text search over the site's published pages in one locale, ranked by relevance
 * (ts_rank_cd; title above body) with a highlighted snippet (ts_headline). When the query as
 * typed finds nothing, retries with its last word as a prefix (searching as one types), then once
 * with indexed words one typo away (see typo.ts).
 */
export async function searchSite(
  db: Queryable,
  options: { siteId: string; locale: Locale; query: string | null | undefined; mode?: 'live' | 'edit' },
): Promise<SearchResult> {
  const { siteId, locale, mode = 'live' } = options;
  const query = normalizeQuery(options.query);
  if (!query) return { query, hits: [], correctedQuery: null };
  const config = textSearchConfig(locale);
  const archived = [...(await listArchivedCollectionPageIds(db, { siteId }))];
  const scope = { siteId, locale, config, mode, archived };

  const hits = await rankedHits(db, scope, sql`websearch_to_tsquery(${config}::regconfig, ${query})`);
  if (hits.length) return { query, hits, correctedQuery: null };

  // Searching as one types: the last word is often unfinished ("bri" for Brille).
  const prefix = prefixQuery(config, query);
  const completed = prefix ? await rankedHits(db, scope, prefix) : [];
  if (completed.length) return { query, hits: completed, correctedQuery: null };

  const corrections = await typoCorrections(db, scope, query);
  if (!corrections.length) return { query, hits: [], correctedQuery: null };
  const perWord = corrections.map(
    (candidates) =>
      sql`(${sql.join(
        candidates.map((term) => sql`plainto_tsquery(${config}::regconfig, ${term})`),
        sql` || `,
      )})`,
  );
  const corrected = await rankedHits(db, scope, sql.join(perWord, sql` && `));
  return { query, hits: corrected, correctedQuery: corrected.length ? corrections.map((c) => c[0]).join(' ') : null };
}

type Scope = { siteId: string; locale: Locale; config: string; mode: 'live' | 'edit'; archived: readonly string[] };

/**
 * The query's words with the last one as a prefix (`bri:*`), from PREFIX_MIN_CHARS letters. Words
 * are letters and digits only, so the prefix is valid tsquery syntax whatever was typed.
 */
function prefixQuery(config: string, query: string): SQL | null {
  const queryWords = words(query).slice(-MAX_QUERY_WORDS);
  const last = queryWords.pop();
  if (!last || [...last].length < PREFIX_MIN_CHARS) return null;
  const prefix = sql`to_tsquery(${config}::regconfig, ${`${last}:*`})`;
  return queryWords.length ? sql`(plainto_tsquery(${config}::regconfig, ${queryWords.join(' ')}) && ${prefix})` : prefix;
}

/**
 * Only documents of the page's live version, in a locale it still allows, unprotected, not
 * taken out of search (indexing skips those too; this also drops documents written before) and
 * not of a collection item archived in every list.
 */
function liveDocuments(scope: Scope): SQL | undefined {
  return and(
    eq(searchDocuments.siteId, scope.siteId),
    eq(searchDocuments.locale, scope.locale),
    eq(pages.status, 'published'),
    eq(pages.publishedVersionId, searchDocuments.versionId),
    sql`(${pages.published}->'meta'->>'passwordHash') is null`,
    sql`coalesce((${pages.published}->'meta'->>'hiddenFromSearch')::boolean, false) = false`,
    sql`not coalesce(${pages.published}->'meta'->'disallowedLanguages' @> to_jsonb(${scope.locale}::text), false)`,
    // A collection item archived in every list has no page for visitors (archived-items.ts).
    scope.archived.length > 0 ? notInArray(pages.id, [...scope.archived]) : undefined,
  );
}

type HitRow = {
  page_id: string;
  title: string;
  headline: string;
  collection: Collection | null;
  special_key: SpecialPageKey | null;
  slug: Localized<string> | null;
};

async function rankedHits(db: Queryable, scope: Scope, tsquery: SQL): Promise<SearchHit[]> {
  // Rank and cut first; ts_headline (the expensive part) runs on the kept rows only.
  const result = await db.execute<HitRow>(sql`
    with q as (select ${tsquery} as query),
    ranked as (
      select ${searchDocuments.pageId} as page_id, ${searchDocuments.title} as title, ${searchDocuments.body} as body,
        ts_rank_cd(${searchDocuments.document}, q.query) as rank,
        ${pages.collection} as collection, ${pages.specialKey} as special_key, ${pages.published}->'slug' as slug
      from ${searchDocuments}
      inner join ${pages} on ${pages.id} = ${searchDocuments.pageId}
      cross join q
      where ${liveDocuments(scope)} and ${searchDocuments.document} @@ q.query
      order by rank desc, title asc, page_id asc
      limit ${MAX_RESULTS}
    )
    select ranked.page_id, ranked.title, ranked.collection, ranked.special_key, ranked.slug,
      ts_headline(${scope.config}::regconfig, ranked.body, q.query, ${HEADLINE_OPTIONS}) as headline
    from ranked cross join q
    order by ranked.rank desc, ranked.title asc, ranked.page_id asc`);
  return rowsOf<HitRow>(result).map((row) => {
    const page: PageSlugs = { slug: row.slug ?? {}, collection: row.collection, specialKey: row.special_key };
    return {
      pageId: row.page_id,
      title: row.title,
      path: pagePath({ locale: scope.locale, mode: scope.mode, page }),
      snippet: splitSnippet(row.headline ?? ''),
    };
  });
}

/** For each correctable query word, the indexed words one typo away (words without any are dropped). */
async function typoCorrections(db: Queryable, scope: Scope, query: string): Promise<string[][]> {
  const queryWords = typoWords(query);
  if (!queryWords.length) return [];
  const patterns = [...new Set(queryWords.flatMap(likePatterns))];
  const result = await db.execute<{ term: string }>(sql`
    select distinct t.term
    from ${searchDocuments}
    inner join ${pages} on ${pages.id} = ${searchDocuments.pageId}
    cross join lateral unnest(${searchDocuments.terms}) as t(term)
    where ${liveDocuments(scope)}
      and t.term like any (array[${sql.join(
        patterns.map((p) => sql`${p}`),
        sql`, `,
      )}]::text[])
    limit ${MAX_FALLBACK_TERMS}`);
  const terms = rowsOf<{ term: string }>(result).map((row) => row.term);
  return queryWords.map((word) => closeTerms(word, terms)).filter((candidates) => candidates.length > 0);
}

/** node-postgres returns a result object, PGlite through drizzle too; both carry `rows`. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
