import { and, eq, inArray, ne } from 'drizzle-orm';
import type { NavigationState } from '../../../shared/content/types';
import type { Queryable } from '../../db/client';
import { navigation, pages } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { type NavigationAnswer, navigationChanged } from './get-navigation';

/** Refuses duplicate ids and a page listed twice in one container (both confuse drag and drop). */
function checkShape(state: NavigationState): void {
  const ids = new Set<string>();
  const claim = (id: string) => {
    if (ids.has(id)) throw new AppError('BAD_REQUEST', 'navigation.duplicateId', { values: { id } });
    ids.add(id);
  };
  for (const container of state.containers) {
    claim(container.id);
    const inContainer = new Set<string>();
    if (container.pageId) inContainer.add(container.pageId);
    for (const child of container.children) {
      claim(child.id);
      if (inContainer.has(child.pageId)) throw new AppError('BAD_REQUEST', 'navigation.duplicatePage');
      inContainer.add(child.pageId);
    }
  }
}

const pageIdsOf = (state: NavigationState): string[] => [
  ...new Set(state.containers.flatMap((c) => [...(c.pageId ? [c.pageId] : []), ...c.children.map((child) => child.pageId)])),
];

/**
 * Saves the working navigation. Visitors keep the published one until the site is published,
 * so nothing public is invalidated here. Every page must be a live (not deleted) page of this site.
 */
export async function saveNavigation(db: Queryable, options: { siteId: string; navigation: NavigationState }): Promise<NavigationAnswer> {
  const { siteId } = options;
  const state = options.navigation;
  checkShape(state);
  return db.transaction(async (tx) => {
    const wanted = pageIdsOf(state);
    if (wanted.length > 0) {
      const found = await tx
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.siteId, siteId), inArray(pages.id, wanted), ne(pages.status, 'deleted')));
      if (found.length !== wanted.length) throw new AppError('BAD_REQUEST', 'navigation.unknownPage');
    }
    const [row] = await tx
      .insert(navigation)
      .values({ siteId, draft: state, published: null })
      .onConflictDoUpdate({ target: navigation.siteId, set: { draft: state, updatedAt: new Date() } })
      .returning({ draft: navigation.draft, published: navigation.published });
    // Both read back from jsonb, so key order cannot make them differ.
    return { navigation: state, changed: navigationChanged(row?.draft, row?.published) };
  });
}
