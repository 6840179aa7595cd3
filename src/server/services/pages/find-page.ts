import { and, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Collection, PageTree, SpecialPageKey } from '../../../shared/content/types';
import type { Locale } from '../../../shared/locales';
import type { Queryable } from '../../db/client';
import { pageVersions, pages } from '../../db/schema';
import type { ContentState } from './load-page-tree';

type SlugQuery = { siteId: string; locale: Locale; collection: Collection | null; slug: string };

/**
 * A snapshot as JSON text, parsed by V8: PGlite's own JSON reader took a third of the query's
 * time for a large page (node-postgres parses with JSON.parse either way).
 */
const snapshotText = sql<string>`${pageVersions.snapshot}::text`;
const parseSnapshot = (rows: { snapshot: string }[]): PageTree | null => (rows[0] ? (JSON.parse(rows[0].snapshot) as PageTree) : null);

const collectionIs = (collection: Collection | null) => (collection ? eq(pages.collection, collection) : isNull(pages.collection));

/** The newest published snapshot of the page at this path, in one query; null when none is live. */
export async function findLiveSnapshotBySlug(db: Queryable, query: SlugQuery): Promise<PageTree | null> {
  const rows = await db
    .select({ snapshot: snapshotText })
    .from(pages)
    .innerJoin(pageVersions, eq(pageVersions.id, pages.publishedVersionId))
    .where(
      and(
        eq(pages.siteId, query.siteId),
        eq(pages.status, 'published'),
        collectionIs(query.collection),
        sql`${pages.published}->'slug'->>${query.locale} = ${query.slug}`,
      ),
    )
    .limit(1);
  return parseSnapshot(rows);
}

export async function findLiveSnapshotByKey(db: Queryable, query: { siteId: string; key: SpecialPageKey }): Promise<PageTree | null> {
  const rows = await db
    .select({ snapshot: snapshotText })
    .from(pages)
    .innerJoin(pageVersions, eq(pageVersions.id, pages.publishedVersionId))
    .where(and(eq(pages.siteId, query.siteId), eq(pages.status, 'published'), eq(pages.specialKey, query.key)))
    .limit(1);
  return parseSnapshot(rows);
}

const PAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Page id for an edit path: drafts included, removed pages not. */
export async function findPageId(
  db: Queryable,
  query: ({ slug: string; collection: Collection | null } | { key: SpecialPageKey }) & {
    siteId: string;
    locale: Locale;
    state: ContentState;
  },
): Promise<string | null> {
  const column = query.state === 'draft' ? pages.draft : pages.published;
  // editor-panels §2: a draft is linked by its id (it may have no slug visitors know yet). An edit
  // path also finds a page by the slug visitors know while a new one waits to be published (the
  // editor stays on the page it renamed); slugs are unique over both states, so one page matches.
  const bySlug = (slug: string) =>
    query.state === 'draft'
      ? or(sql`${pages.draft}->'slug'->>${query.locale} = ${slug}`, sql`${pages.published}->'slug'->>${query.locale} = ${slug}`)
      : sql`${column}->'slug'->>${query.locale} = ${slug}`;
  const match =
    'key' in query
      ? eq(pages.specialKey, query.key)
      : and(
          collectionIs(query.collection),
          query.state === 'draft' && PAGE_ID.test(query.slug) ? or(eq(pages.id, query.slug), bySlug(query.slug)) : bySlug(query.slug),
        );
  const rows = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.siteId, query.siteId), notInArray(pages.status, ['deleted', 'archived']), match))
    .limit(1);
  return rows[0]?.id ?? null;
}
