import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { blockDefinitions } from '../../../shared/blocks/definitions';
import type { Collection, CollectionItemRef } from '../../../shared/content/types';
import type { Queryable } from '../../db/client';
import { groups, pages } from '../../db/schema';

/** The container block types and the collection each lists (team, service, testimonial). */
export const CONTAINER_COLLECTIONS: ReadonlyMap<string, Collection> = new Map(
  Object.values(blockDefinitions).flatMap((definition) => {
    const load = 'load' in definition ? definition.load : undefined;
    return load?.kind === 'collectionItems' ? [[definition.type, load.collection] as const] : [];
  }),
);

export type LiveContainer = { collection: Collection; items: readonly CollectionItemRef[] | undefined };

/**
 * Collection pages (a team member, a service, a testimonial) archived in every live container of
 * their collection: visitors no longer see them in any list, so their own page goes too (404,
 * left out of the sitemap and search) until a container shows them again and is published. A
 * container that does not list a page shows it (new items are appended), so one such container
 * keeps the page public; so does having no container at all.
 */
export function archivedCollectionPageIds(containers: readonly LiveContainer[]): Set<string> {
  const candidates = new Set(containers.flatMap((container) => (container.items ?? []).filter((item) => !item.visible).map((item) => item.pageId)));
  const hidden = new Set<string>();
  for (const pageId of candidates) {
    const collection = containers.find((container) => container.items?.some((item) => item.pageId === pageId))?.collection;
    const same = containers.filter((container) => container.collection === collection);
    if (same.every((container) => container.items?.some((item) => item.pageId === pageId && !item.visible))) hidden.add(pageId);
  }
  return hidden;
}

/** The site's live containers: published sections (removals count until published) on published pages. */
export async function listLiveContainers(db: Queryable, options: { siteId: string }): Promise<LiveContainer[]> {
  const rows = await db
    .select({ type: groups.componentType, published: groups.published })
    .from(groups)
    .innerJoin(pages, eq(pages.id, groups.pageId))
    .where(
      and(
        eq(groups.siteId, options.siteId),
        inArray(groups.componentType, [...CONTAINER_COLLECTIONS.keys()]),
        inArray(groups.status, ['published', 'markedForDeletion']),
        isNotNull(groups.published),
        eq(pages.status, 'published'),
      ),
    );
  return rows.flatMap((row) => {
    const collection = CONTAINER_COLLECTIONS.get(row.type);
    return collection && row.published ? [{ collection, items: row.published.items }] : [];
  });
}

/** The site's collection pages visitors must not reach (see `archivedCollectionPageIds`). */
export async function listArchivedCollectionPageIds(db: Queryable, options: { siteId: string }): Promise<Set<string>> {
  return archivedCollectionPageIds(await listLiveContainers(db, options));
}
