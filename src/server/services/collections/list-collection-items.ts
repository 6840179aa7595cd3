import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { MediaInfo } from '../../../shared/content/media';
import type { CollectionItem } from '../../../shared/content/collection-item';
import type { Collection, CollectionItemRef, PageTree } from '../../../shared/content/types';
import type { Locale } from '../../../shared/locales';
import type { Queryable } from '../../db/client';
import { media, pages } from '../../db/schema';
import { SiteMemo } from '../../platform/site-memo';
import { toMediaInfo } from '../media/to-media-info';
import { loadPageTree } from '../pages/load-page-tree';
import { loadPublishedSnapshots } from '../pages/published-snapshots';
import { orderVisibleItems } from './order-items';

/** The detail group type each collection's pages carry (spec §3.1); services have none. */
export const COLLECTION_DETAIL_TYPES: Partial<Record<Collection, string>> = {
  team: 'teamDetails',
  testimonial: 'testimonialDetails',
  map: 'mapDetails',
};

export type { CollectionItem };

export type ListCollectionItemsOptions = {
  siteId: string;
  collection: Collection;
  mode: 'live' | 'edit';
  /** When given, pages hidden in this language are left out. */
  locale?: Locale;
  /**
   * The container's list (its published state live, its draft on the edit route): items in this
   * order, archived ones left out, unlisted pages after the listed ones.
   */
  order?: readonly CollectionItemRef[];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The pages of one collection of a site, in the container's order (else oldest first). Live: the published snapshots of published
 * pages. Edit: every draft that is not archived or deleted. Media of all items in one query.
 */
export async function listCollectionItems(db: Queryable, options: ListCollectionItemsOptions): Promise<CollectionItem[]> {
  const trees = options.mode === 'live' ? await liveTrees(db, options) : await draftTrees(db, options);
  const detailType = COLLECTION_DETAIL_TYPES[options.collection];
  const items = orderVisibleItems(
    trees.map((tree) => ({ pageId: tree.page.id, tree })),
    options.order,
  )
    .map(({ tree }) => tree)
    .filter((tree) => !options.locale || !tree.page.meta.disallowedLanguages.includes(options.locale))
    .map((tree) => {
      const detail = detailType ? tree.groups.find((group) => group.type === detailType) : undefined;
      return { pageId: tree.page.id, slug: tree.page.slug, name: tree.page.meta.name, fields: detail?.fields ?? {} };
    });
  const ids = [...new Set(items.flatMap((item) => Object.values(item.fields).map((field) => field.mediaId)))].filter(
    (id): id is string => typeof id === 'string' && UUID.test(id),
  );
  const rows =
    ids.length > 0
      ? await db
          .select()
          .from(media)
          .where(and(eq(media.siteId, options.siteId), inArray(media.id, ids)))
      : [];
  const byId = new Map(rows.map((row) => [row.id, toMediaInfo(row)]));
  return items.map((item) => {
    const own: Record<string, MediaInfo> = {};
    for (const field of Object.values(item.fields)) {
      const info = field.mediaId ? byId.get(field.mediaId) : undefined;
      if (info) own[info.id] = info;
    }
    return { ...item, media: own };
  });
}

/** The whole page trees of a collection (the play page renders each map page's blocks), same rules. */
export async function listCollectionTrees(db: Queryable, options: ListCollectionItemsOptions): Promise<PageTree[]> {
  const trees = options.mode === 'live' ? await liveTrees(db, options) : await draftTrees(db, options);
  return trees.filter((tree) => !options.locale || !tree.page.meta.disallowedLanguages.includes(options.locale));
}

/**
 * The published versions of each collection's pages, oldest page first, kept per site between
 * requests: a list box on a live page then reads no rows, and each version's snapshot is read once
 * (versions never change; the ones not read yet in one query). Publishing, removing or restoring a page invalidates a cache tag of its
 * site, which drops the site's lists, as it drops the published chrome.
 */
const publishedVersions = new SiteMemo<readonly string[]>({ ttlMs: 60_000, maxEntries: 2_000 });

async function liveTrees(db: Queryable, options: ListCollectionItemsOptions): Promise<PageTree[]> {
  const versionIds = await publishedVersions.getForSite(`${options.siteId}:${options.collection}`, options.siteId, async () => {
    const rows = await db
      .select({ versionId: pages.publishedVersionId })
      .from(pages)
      .where(and(eq(pages.siteId, options.siteId), eq(pages.status, 'published'), eq(pages.collection, options.collection)))
      .orderBy(asc(pages.createdAt), asc(pages.id));
    return rows.map((row) => row.versionId).filter((id): id is string => id !== null);
  });
  const trees = await loadPublishedSnapshots(db, versionIds);
  return trees.filter((tree): tree is PageTree => tree !== null);
}

async function draftTrees(db: Queryable, options: ListCollectionItemsOptions): Promise<PageTree[]> {
  const rows = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.siteId, options.siteId), eq(pages.collection, options.collection), notInArray(pages.status, ['deleted', 'archived'])))
    .orderBy(asc(pages.createdAt), asc(pages.id));
  return Promise.all(rows.map((row) => loadPageTree(db, { siteId: options.siteId, pageId: row.id, state: 'draft' })));
}
