import type { Collection, FieldContent, FieldState, OptionValue, PageMeta, PageRole, SpecialPageKey } from '../../../shared/content/types';
import type { Localized } from '../../../shared/locales';
import type { Queryable } from '../../db/client';
import { fields, groups, pages } from '../../db/schema';
import { AppError } from '../../platform/app-error';

export type NewField = { content?: FieldContent | null; options?: Record<string, OptionValue>; mediaId?: string | null; visible?: boolean };
export type NewGroup = { type: string; options?: Record<string, OptionValue>; fields?: Record<string, NewField> };
export type NewPage = {
  slug: Localized<string>;
  name: Localized<string>;
  description?: Localized<string>;
  collection?: Collection | null;
  role?: PageRole | null;
  specialKey?: SpecialPageKey | null;
  disallowedLanguages?: PageMeta['disallowedLanguages'];
  /** Left out of site search (a catalogue-like page that would match every query). */
  hiddenFromSearch?: boolean;
  groups?: NewGroup[];
};

/** Creates a draft page with its groups and fields in one transaction (nothing is live until published). */
export async function createPage(db: Queryable, options: { siteId: string; page: NewPage }): Promise<{ pageId: string; groupIds: string[] }> {
  const { siteId, page } = options;
  return db.transaction(async (tx) => {
    const meta: PageMeta = {
      name: page.name,
      description: page.description,
      disallowedLanguages: page.disallowedLanguages ?? [],
      passwordHash: null,
      ...(page.hiddenFromSearch ? { hiddenFromSearch: true } : {}),
    };
    const [created] = await tx
      .insert(pages)
      .values({
        siteId,
        collection: page.collection ?? null,
        role: page.role ?? null,
        specialKey: page.specialKey ?? null,
        status: 'draft',
        draft: { slug: page.slug, meta },
      })
      .returning({ id: pages.id });
    if (!created) throw new AppError('INTERNAL', 'pages.createPageFailed');
    const groupIds: string[] = [];
    for (const [index, group] of (page.groups ?? []).entries()) {
      const [row] = await tx
        .insert(groups)
        .values({
          siteId,
          pageId: created.id,
          componentType: group.type,
          status: 'draft',
          draft: { position: index, options: group.options ?? {}, meta: { disallowedLanguages: [] } },
        })
        .returning({ id: groups.id });
      if (!row) throw new AppError('INTERNAL', 'pages.createGroupFailed');
      groupIds.push(row.id);
      const fieldRows = Object.entries(group.fields ?? {}).map(([slot, field]) => {
        const state: FieldState = {
          content: field.content ?? null,
          options: field.options ?? {},
          mediaId: field.mediaId ?? null,
          visible: field.visible ?? true,
        };
        return { siteId, groupId: row.id, slot, draft: state };
      });
      if (fieldRows.length) await tx.insert(fields).values(fieldRows);
    }
    return { pageId: created.id, groupIds };
  });
}
