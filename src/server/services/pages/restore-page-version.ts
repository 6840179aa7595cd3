import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FieldState, GroupNode, GroupState, PageState } from '../../../shared/content/types';
import type { Locale } from '../../../shared/locales';
import type { Queryable, Transaction } from '../../db/client';
import { fields, groups, pages } from '../../db/schema';
import { findPageVersion } from './list-page-versions';
import { lockPage } from './lock-page';
import { lockSiteSlugs } from './slug-rules';
import { uniqueSlug } from './unique-slug';

const EMPTY_FIELD: FieldState = { content: null, options: {}, mediaId: null, visible: true };

const groupStateOf = (node: GroupNode): GroupState => ({
  position: node.position,
  options: node.options,
  meta: node.meta,
  ...(node.items ? { items: node.items } : {}),
});

/** The snapshot's fields become the group's drafts; fields added since are emptied (or dropped if never live). */
async function restoreFields(tx: Transaction, options: { siteId: string; groupId: string; node: GroupNode; now: Date }) {
  const { siteId, groupId, node, now } = options;
  const slots = Object.values(node.fields);
  for (const field of slots) {
    const draft: FieldState = { content: field.content, options: field.options, mediaId: field.mediaId, visible: field.visible };
    await tx
      .insert(fields)
      .values({ siteId, groupId, slot: field.slot, draft })
      .onConflictDoUpdate({ target: [fields.groupId, fields.slot], set: { draft, version: sql`${fields.version} + 1`, updatedAt: now } });
  }
  const kept = slots.map((f) => f.slot);
  const others = await tx
    .select({ id: fields.id, slot: fields.slot, published: fields.published })
    .from(fields)
    .where(and(eq(fields.groupId, groupId), eq(fields.siteId, siteId)));
  for (const other of others.filter((f) => !kept.includes(f.slot))) {
    if (other.published === null) await tx.delete(fields).where(eq(fields.id, other.id));
    else
      await tx
        .update(fields)
        .set({ draft: EMPTY_FIELD, version: sql`${fields.version} + 1`, updatedAt: now })
        .where(eq(fields.id, other.id));
  }
}

/**
 * A published version becomes the page's working state (publish as usual afterwards): the page's
 * slug and texts, its sections and their fields. Sections added since are removed as removeGroup
 * does (never published: deleted; published: marked for deletion); archived ones are left alone.
 * The page password is access, not content: the current one stays.
 */
export async function restorePageVersion(
  db: Queryable,
  options: { siteId: string; pageId: string; versionId: string },
): Promise<{ pageId: string; version: number }> {
  const { siteId, pageId, versionId } = options;
  const { snapshot } = await findPageVersion(db, { siteId, versionId, pageId });
  return db.transaction(async (tx) => {
    const page = await lockPage(tx, { siteId, pageId });
    const now = new Date();
    // The old slug may belong to another page by now: then it becomes the first free `-2`, `-3`….
    await lockSiteSlugs(tx, siteId);
    const slug: PageState['slug'] = {};
    for (const [locale, value] of Object.entries(snapshot.page.slug) as [Locale, string | undefined][]) {
      if (value) slug[locale] = await uniqueSlug(tx, { siteId, collection: page.collection, locale, base: value, exceptPageId: pageId });
    }
    const draft: PageState = { slug, meta: { ...snapshot.page.meta, passwordHash: page.draft.meta.passwordHash ?? null } };
    const [updated] = await tx
      .update(pages)
      .set({ draft, version: sql`${pages.version} + 1`, updatedAt: now })
      .where(eq(pages.id, pageId))
      .returning({ version: pages.version });

    const existing = await tx
      .select({ id: groups.id, status: groups.status, published: groups.published })
      .from(groups)
      .where(and(eq(groups.pageId, pageId), eq(groups.siteId, siteId)));
    const byId = new Map(existing.map((g) => [g.id, g]));
    const inSnapshot = new Set(snapshot.groups.map((g) => g.id));

    for (const node of snapshot.groups) {
      const row = byId.get(node.id);
      let groupId = node.id;
      if (row) {
        await tx
          .update(groups)
          .set({
            draft: groupStateOf(node),
            status: row.published === null ? 'draft' : 'published',
            previousStatus: null,
            version: sql`${groups.version} + 1`,
            updatedAt: now,
          })
          .where(eq(groups.id, row.id));
      } else {
        // Gone for good since: a new draft section with the snapshot's content.
        const [created] = await tx
          .insert(groups)
          .values({ siteId, pageId, componentType: node.type, status: 'draft', draft: groupStateOf(node) })
          .returning({ id: groups.id });
        if (!created) continue;
        groupId = created.id;
      }
      await restoreFields(tx, { siteId, groupId, node, now });
    }

    const added = existing.filter((g) => !inSnapshot.has(g.id) && ['draft', 'published', 'markedForDeletion'].includes(g.status));
    const neverLive = added.filter((g) => g.published === null).map((g) => g.id);
    if (neverLive.length) await tx.delete(groups).where(and(eq(groups.siteId, siteId), inArray(groups.id, neverLive)));
    for (const group of added.filter((g) => g.published !== null && g.status !== 'markedForDeletion')) {
      await tx.update(groups).set({ status: 'markedForDeletion', previousStatus: group.status, updatedAt: now }).where(eq(groups.id, group.id));
    }
    return { pageId, version: updated?.version ?? 0 };
  });
}
