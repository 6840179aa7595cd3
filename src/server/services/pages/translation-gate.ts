import { eq } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import type { Queryable } from '../../db/client';
import { pages, sites } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { findMissingTranslations } from './find-missing-translations';

export type BlockedPage = { pageId: string; missing: { locale: Locale; count: number }[] };

/**
 * The publish gate of a multilingual page, on the server (issue 15): which of the languages it is
 * live in (or, never restricted, will be) still miss texts, and the languages it will be live in
 * once published — those live before plus every language now complete.
 */
export async function checkTranslations(
  db: Queryable,
  options: { siteId: string; pageId: string },
): Promise<{ blocked: BlockedPage | null; liveLanguages: Locale[] | null }> {
  const { siteId, pageId } = options;
  const [site] = await db.select({ id: sites.id, locales: sites.locales, defaultLocale: sites.defaultLocale }).from(sites).where(eq(sites.id, siteId));
  if (!site) throw new AppError('NOT_FOUND', 'request.notFound');
  const [page] = await db.select({ liveLanguages: pages.liveLanguages }).from(pages).where(eq(pages.id, pageId));
  const { languages } = await findMissingTranslations(db, { site, pageId });
  const missing = languages.filter((language) => language.blocking && language.count > 0).map(({ locale, count }) => ({ locale, count }));
  const before = page?.liveLanguages ?? null;
  if (before === null) return { blocked: missing.length > 0 ? { pageId, missing } : null, liveLanguages: null };
  const complete = languages.filter((language) => language.count === 0).map((language) => language.locale);
  const live = site.locales.filter((locale) => before.includes(locale) || complete.includes(locale));
  // Live in every site language again: unrestricted, so a later language starts hidden anew.
  const liveLanguages = live.length === site.locales.length ? null : live;
  return { blocked: missing.length > 0 ? { pageId, missing } : null, liveLanguages };
}

/** 409 with the pages and languages that still miss texts. */
export function missingTranslationsConflict(blocked: BlockedPage[]): AppError {
  const total = blocked.reduce((sum, page) => sum + page.missing.reduce((n, entry) => n + entry.count, 0), 0);
  return new AppError('CONFLICT', 'pages.missingTranslations', { values: { count: total }, data: { pages: blocked } });
}
