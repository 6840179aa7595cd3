import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { type CheckedBox, type HoursGap, openingHoursGaps } from '../../../shared/blocks/contact/hours-gaps';
import type { FieldNode } from '../../../shared/content/types';
import type { Queryable } from '../../db/client';
import { fields, groups, pages } from '../../db/schema';
import { loadSiteSettings } from '../sites/load-site-settings';
import { listBranches } from './get-business-profile';

export type { HoursGap };

/**
 * The publish checks' opening-hours warnings (issue 31) in the working state: the site's active
 * branches with weekdays not set, the contact boxes (of one page, or of every page) whose shown
 * hours have such days, and — for the whole site — the footer's. See `HoursGap`.
 */
export async function findOpeningHoursGaps(db: Queryable, options: { siteId: string; pageId?: string }): Promise<HoursGap[]> {
  const { siteId, pageId } = options;
  const [branches, settings, boxes] = await Promise.all([
    listBranches(db, { siteId }),
    pageId ? Promise.resolve(undefined) : loadSiteSettings(db, { siteId, state: 'draft' }),
    contactBoxes(db, { siteId, pageId }),
  ]);
  return openingHoursGaps({ branches, boxes, ...(settings ? { settings } : {}) });
}

/** The working contact boxes (not removed, on pages not removed) with their fields, which old boxes' hours are read from. */
async function contactBoxes(db: Queryable, options: { siteId: string; pageId?: string | undefined }): Promise<CheckedBox[]> {
  const rows = await db
    .select({ id: groups.id, pageId: groups.pageId, status: groups.status, draft: groups.draft })
    .from(groups)
    .innerJoin(pages, eq(pages.id, groups.pageId))
    .where(
      and(
        eq(groups.siteId, options.siteId),
        notInArray(pages.status, ['deleted', 'archived', 'markedForDeletion']),
        eq(groups.componentType, 'contact'),
        notInArray(groups.status, ['deleted', 'archived', 'markedForDeletion']),
        ...(options.pageId ? [eq(groups.pageId, options.pageId)] : []),
      ),
    );
  if (rows.length === 0) return [];
  const fieldRows = await db
    .select({ id: fields.id, groupId: fields.groupId, slot: fields.slot, draft: fields.draft })
    .from(fields)
    .where(
      inArray(
        fields.groupId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => {
    const own: Record<string, FieldNode> = {};
    for (const field of fieldRows) if (field.groupId === row.id) own[field.slot] = { ...field.draft, id: field.id, slot: field.slot };
    return { id: row.id, pageId: row.pageId, type: 'contact', status: row.status, options: row.draft.options, fields: own };
  });
}
