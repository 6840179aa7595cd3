import { and, eq, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Collection } from '../../../shared/content/types';
import type { Locale } from '../../../shared/locales';
import type { Queryable } from '../../db/client';
import { pages } from '../../db/schema';

export type UniqueSlugOptions = {
  siteId: string;
  /** null: free (top-level) pages. Slugs only clash within the same collection. */
  collection: Collection | null;
  locale: Locale;
  /** The wanted slug, already URL-safe (toSlug). */
  base: string;
  /** The page being renamed keeps its own slug. */
  exceptPageId?: string;
};

/**
 * `base`, or `base-2`, `base-3` … — the first slug no other page of the site has in this language
 * and collection (drafts included, deleted pages excluded: editor-panels §5 "Diese URL existiert bereits").
 */
export async function uniqueSlug(db: Queryable, options: UniqueSlugOptions): Promise<string> {
  const { siteId, collection, locale, base, exceptPageId } = options;
  // A live slug still answers until the page is published again, so it is taken too.
  const draftSlug = sql<string | null>`${pages.draft} -> 'slug' ->> ${locale}`;
  const liveSlug = sql<string | null>`${pages.published} -> 'slug' ->> ${locale}`;
  const clashes = (slug: typeof draftSlug) => sql`(${slug} = ${base} or starts_with(${slug}, ${`${base}-`}))`;
  const rows = await db
    .select({ draft: draftSlug, live: liveSlug })
    .from(pages)
    .where(
      and(
        eq(pages.siteId, siteId),
        collection === null ? isNull(pages.collection) : eq(pages.collection, collection),
        notInArray(pages.status, ['deleted']),
        exceptPageId ? ne(pages.id, exceptPageId) : undefined,
        or(clashes(draftSlug), clashes(liveSlug)),
      ),
    );
  const taken = new Set(rows.flatMap((row) => [row.draft, row.live]));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
