import { and, eq, isNotNull } from 'drizzle-orm';
import type { OptionValue } from '../../../shared/content/types';
import type { Queryable } from '../../db/client';
import { groups, pages } from '../../db/schema';

/** The block types of the two public forms (the contract with src/blocks). */
export const FORM_BLOCK_TYPES = { contact: 'contactForm', sponsor: 'aspectSponsorForm' } as const;

/**
 * The options a form section has on the live site, or null when visitors cannot see it: it must be
 * this site's, of the form's block type, published, on a published page. Drafts never count —
 * an editor switching a theme off takes effect for visitors when the page is published.
 */
export async function findPublishedFormSection(
  db: Queryable,
  options: { siteId: string; groupId: string; type: (typeof FORM_BLOCK_TYPES)[keyof typeof FORM_BLOCK_TYPES] },
): Promise<{ pageId: string; options: Record<string, OptionValue> } | null> {
  const rows = await db
    .select({ pageId: groups.pageId, published: groups.published })
    .from(groups)
    .innerJoin(pages, eq(pages.id, groups.pageId))
    .where(
      and(
        eq(groups.id, options.groupId),
        eq(groups.siteId, options.siteId),
        eq(groups.componentType, options.type),
        isNotNull(groups.published),
        eq(pages.siteId, options.siteId),
        eq(pages.status, 'published'),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row?.published) return null;
  return { pageId: row.pageId, options: row.published.options ?? {} };
}

/** A boolean option as the block defines it: stored value, else the definition's default. */
export function booleanOption(options: Record<string, OptionValue>, name: string, fallback: boolean): boolean {
  const value = options[name];
  return typeof value === 'boolean' ? value : fallback;
}
