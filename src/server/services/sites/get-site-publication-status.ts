import { and, eq, exists, inArray, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { parseSettings } from '../../../shared/content/settings';
import { changeTotal, type PageChanges } from '../../../shared/content/page-changes';
import { settingsProblemsOf } from '../../../shared/content/settings-problems';
import type { Collection, PageState } from '../../../shared/content/types';
import type { SettingsProblem } from '../../../shared/schemas/settings';
import type { Queryable } from '../../db/client';
import { fields, groups, navigation, pages, sites } from '../../db/schema';
import { navigationChanged } from '../navigation/get-navigation';
import { summarizeChanges } from '../pages/summarize-changes';

export type ChangedPage = {
  id: string;
  name: PageState['meta']['name'];
  slug: PageState['slug'];
  collection: Collection | null;
  status: 'draft' | 'published';
};
export type SitePublicationStatus = {
  pages: (ChangedPage & { changes: PageChanges })[];
  navigation: boolean;
  settings: boolean;
  settingsProblems: SettingsProblem[];
};

const differs = (draft: unknown, published: unknown) => or(isNull(published as never), ne(sql`${published}::jsonb`, sql`${draft}::jsonb`));

/**
 * The pages with changes visitors do not see yet — the same rules as getPublicationStatus
 * (page meta, sections, fields), in one query for the whole site — plus whether the navigation
 * and the settings are unpublished.
 */
export async function listChangedPages(db: Queryable, options: { siteId: string }): Promise<ChangedPage[]> {
  const { siteId } = options;
  const groupChanged = db
    .select({ one: sql`1` })
    .from(groups)
    .where(
      and(
        eq(groups.pageId, pages.id),
        eq(groups.siteId, siteId),
        or(
          inArray(groups.status, ['draft', 'markedForDeletion']),
          and(eq(groups.status, 'archived'), isNotNull(groups.published)),
          and(eq(groups.status, 'published'), differs(groups.draft, groups.published)),
        ),
      ),
    );
  const fieldChanged = db
    .select({ one: sql`1` })
    .from(fields)
    .innerJoin(groups, eq(groups.id, fields.groupId))
    .where(
      and(
        eq(groups.pageId, pages.id),
        eq(fields.siteId, siteId),
        inArray(groups.status, ['draft', 'published', 'markedForDeletion']),
        differs(fields.draft, fields.published),
      ),
    );
  const rows = await db
    .select({ id: pages.id, draft: pages.draft, collection: pages.collection, status: pages.status })
    .from(pages)
    .where(
      and(
        eq(pages.siteId, siteId),
        notInArray(pages.status, ['deleted', 'archived', 'markedForDeletion']),
        or(differs(pages.draft, pages.published), exists(groupChanged), exists(fieldChanged)),
      ),
    )
    .orderBy(pages.createdAt, pages.id);
  return rows.map((row) => ({
    id: row.id,
    name: row.draft.meta.name,
    slug: row.draft.slug,
    collection: row.collection,
    status: row.status === 'published' ? 'published' : 'draft',
  }));
}

export async function getSitePublicationStatus(db: Queryable, options: { siteId: string }): Promise<SitePublicationStatus> {
  const { siteId } = options;
  const [changedPages, [nav], [site]] = await Promise.all([
    listChangedPages(db, { siteId }),
    db.select({ draft: navigation.draft, published: navigation.published }).from(navigation).where(eq(navigation.siteId, siteId)),
    db
      .select({
        changed: sql<boolean>`(${sites.publishedSettings} is null or ${sites.publishedSettings}::jsonb <> ${sites.settings}::jsonb)`,
        settings: sites.settings,
        locales: sites.locales,
      })
      .from(sites)
      .where(eq(sites.id, siteId)),
  ]);
  // Counted as each page's own status counts them; a page whose rows differ without any change a
  // visitor would see (boxes renumbered) is not listed, as its badge shows nothing either.
  const changes = await summarizeChanges(db, { siteId, pageIds: changedPages.map((page) => page.id) });
  const listed = changedPages.flatMap((page) => {
    const pageChanges = changes.get(page.id);
    return pageChanges && changeTotal(pageChanges) > 0 ? [{ ...page, changes: pageChanges }] : [];
  });
  return {
    pages: listed,
    navigation: nav ? navigationChanged(nav.draft, nav.published) : false,
    settings: site?.changed ?? false,
    settingsProblems: site ? settingsProblemsOf(parseSettings(site.settings), site.locales) : [],
  };
}
