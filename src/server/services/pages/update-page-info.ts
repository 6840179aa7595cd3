import { hashPassword } from 'better-auth/crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { PageMeta, PageState } from '../../../shared/content/types';
import type { Locale, Localized } from '../../../shared/locales';
import type { TPageInfo, TUpdatePageInfoRequest } from '../../../shared/schemas/site-structure';
import type { Queryable } from '../../db/client';
import { pages } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { pageInfoOf } from './get-page-info';
import { isHomePage } from './home-page';
import { assertSlugsFree, lockSiteSlugs, normalizeSlug } from './slug-rules';

/** Only the site's languages may be set: a text in another one would be stored but never shown. */
function siteLanguagesOnly<T>(values: Localized<T>, locales: readonly Locale[]): [Locale, T][] {
  const entries = Object.entries(values) as [Locale, T | undefined][];
  for (const [locale] of entries) if (!locales.includes(locale)) throw new AppError('BAD_REQUEST', 'content.unknownSiteLanguage', { values: { locale } });
  return entries.filter((entry): entry is [Locale, T] => entry[1] !== undefined);
}

/** Given languages replace the stored text; an empty text removes that language's. */
function merged(current: Localized<string> | undefined, changes: [Locale, string][]): Localized<string> {
  const next: Localized<string> = { ...current };
  for (const [locale, value] of changes) {
    if (value) next[locale] = value;
    else delete next[locale];
  }
  return next;
}

async function passwordHashAfter(change: TUpdatePageInfoRequest['password'], current: string | null | undefined): Promise<string | null> {
  if (change.action === 'set') return hashPassword(change.value);
  return change.action === 'remove' ? null : (current ?? null);
}

/**
 * POST /page/info: page settings as a draft (they go live on publish) — name, slug and description
 * per language, disallowed languages, password (only its hash is kept), whether site search lists
 * it — plus the page's role, which is unique per site and moves from the page that had it, in the
 * same transaction.
 */
export async function updatePageInfo(
  db: Queryable,
  options: { siteId: string; locales: readonly Locale[]; request: TUpdatePageInfoRequest },
): Promise<TPageInfo> {
  const { siteId, locales, request } = options;
  const slugChanges = siteLanguagesOnly(request.slug, locales).map(([locale, slug]): [Locale, string] => [locale, normalizeSlug(slug)]);
  const nameChanges = siteLanguagesOnly(request.name, locales);
  const descriptionChanges = siteLanguagesOnly(request.description, locales);
  const disallowedLanguages = [...new Set(request.disallowedLanguages)];

  return db.transaction(async (tx) => {
    await lockSiteSlugs(tx, siteId);
    const [page] = await tx
      .select()
      .from(pages)
      .where(and(eq(pages.id, request.id), eq(pages.siteId, siteId), ne(pages.status, 'deleted')))
      .for('update');
    if (!page) throw new AppError('NOT_FOUND', 'pages.pageNotFound');
    if (page.version !== request.version) throw new AppError('CONFLICT', 'pages.pageChangedMeanwhile', { data: pageInfoOf(page) });
    if (isHomePage(page) && request.role !== 'home') throw new AppError('BAD_REQUEST', 'pages.homeKeepsRole');

    const slug = merged(page.draft.slug, slugChanges);
    await assertSlugsFree(tx, { siteId, collection: page.collection, slugs: slug, exceptPageId: page.id });

    if (request.role && request.role !== page.role) {
      const [holder] = await tx
        .select({ id: pages.id, role: pages.role, specialKey: pages.specialKey })
        .from(pages)
        .where(and(eq(pages.siteId, siteId), eq(pages.role, request.role), ne(pages.id, page.id)))
        .for('update');
      if (holder && isHomePage(holder)) throw new AppError('BAD_REQUEST', 'pages.homeKeepsRole');
      if (holder)
        await tx
          .update(pages)
          .set({ role: null, version: sql`${pages.version} + 1`, updatedAt: new Date() })
          .where(eq(pages.id, holder.id));
    }

    const meta: PageMeta = {
      ...page.draft.meta,
      name: merged(page.draft.meta.name, nameChanges),
      description: merged(page.draft.meta.description, descriptionChanges),
      disallowedLanguages,
      passwordHash: await passwordHashAfter(request.password, page.draft.meta.passwordHash),
      hiddenFromSearch: request.hiddenFromSearch ?? page.draft.meta.hiddenFromSearch ?? false,
    };
    const draft: PageState = { slug, meta };
    const [updated] = await tx
      .update(pages)
      .set({ draft, role: request.role, version: sql`${pages.version} + 1`, updatedAt: new Date() })
      .where(and(eq(pages.id, page.id), eq(pages.siteId, siteId)))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', 'pages.pageNotFound');
    return pageInfoOf(updated);
  });
}
