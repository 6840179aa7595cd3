import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { PageState } from '../../../shared/content/types';
import type { Locale } from '../../../shared/locales';
import type { Queryable } from '../../db/client';
import { pages } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { invalidateCacheTags, siteTag } from '../../platform/cache-tags';
import { purgeDate } from './deleted-pages';
import { lockSiteSlugs } from './slug-rules';

/** `slug`, or `slug-2`, `slug-3`… — the first one not in `taken`. */
export function freeSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n++) {
    const candidate = `${slug.slice(0, 115)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The state with every slug another page took meanwhile moved to a free one (`-2`, `-3`…). */
function withFreeSlugs(state: PageState, taken: Map<Locale, Set<string>>, chosen: Map<string, string>): PageState {
  const slug = { ...state.slug };
  for (const [locale, value] of Object.entries(slug) as [Locale, string | undefined][]) {
    if (!value) continue;
    const key = `${locale}:${value}`;
    const free = chosen.get(key) ?? freeSlug(value, taken.get(locale) ?? new Set());
    chosen.set(key, free);
    slug[locale] = free;
  }
  return { ...state, slug };
}

/**
 * POST /page/restore: within 30 days of its deletion a page returns with the status it had — a
 * published page is live again with its published snapshot. Later it is refused (and purged).
 */
export async function restorePage(db: Queryable, options: { siteId: string; pageId: string; now?: Date }): Promise<{ id: string }> {
  const { siteId, pageId } = options;
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    await lockSiteSlugs(tx, siteId);
    const [page] = await tx
      .select()
      .from(pages)
      .where(and(eq(pages.id, pageId), eq(pages.siteId, siteId), eq(pages.status, 'deleted')))
      .for('update');
    if (!page) throw new AppError('NOT_FOUND', 'pages.pageNotFound');
    if (!page.deletedAt || purgeDate(page.deletedAt) <= now) throw new AppError('CONFLICT', 'pages.restoreExpired');

    const others = await tx
      .select({ draft: pages.draft, published: pages.published })
      .from(pages)
      .where(
        and(
          eq(pages.siteId, siteId),
          ne(pages.status, 'deleted'),
          ne(pages.id, pageId),
          page.collection ? eq(pages.collection, page.collection) : isNull(pages.collection),
        ),
      );
    const taken = new Map<Locale, Set<string>>();
    for (const state of others.flatMap((other) => [other.draft, other.published])) {
      for (const [locale, slug] of Object.entries(state?.slug ?? {}) as [Locale, string | undefined][]) {
        if (slug) taken.set(locale, (taken.get(locale) ?? new Set()).add(slug));
      }
    }
    // The same slug in draft and live state moves to the same free one.
    const chosen = new Map<string, string>();
    const draft = withFreeSlugs(page.draft, taken, chosen);
    const published = page.published ? withFreeSlugs(page.published, taken, chosen) : null;
    const status = page.previousStatus === 'published' && published ? 'published' : 'draft';
    await tx
      .update(pages)
      .set({ status, previousStatus: null, deletedAt: null, draft, published, updatedAt: now, version: sql`${pages.version} + 1` })
      .where(and(eq(pages.id, pageId), eq(pages.siteId, siteId)));
  });
  invalidateCacheTags([siteTag(siteId)]);
  return { id: pageId };
}
