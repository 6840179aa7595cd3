import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import type { Queryable } from '../../db/client';
import { fields, groups, pages } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/**
 * For each of the site's languages, how many texts of the page are filled in some language but
 * not in this one. Publishing waits until none is missing (editor-panels §4 "Multilingual sites").
 */
export async function getTranslationStatus(
  db: Queryable,
  options: { site: { id: string; locales: Locale[] }; pageId: string },
): Promise<Record<string, number>> {
  const { site, pageId } = options;
  const [page] = await db.select({ draft: pages.draft }).from(pages).where(and(eq(pages.id, pageId), eq(pages.siteId, site.id)));
  if (!page) throw new AppError('NOT_FOUND', 'pages.pageNotFound');
  const rows = await db
    .select({ draft: fields.draft, disallowed: groups.draft })
    .from(fields)
    .innerJoin(groups, eq(groups.id, fields.groupId))
    .where(and(eq(groups.pageId, pageId), eq(fields.siteId, site.id), inArray(groups.status, ['draft', 'published'])));

  const missing: Record<string, number> = Object.fromEntries(site.locales.map((locale) => [locale, 0]));
  const pageLocales = site.locales.filter((locale) => !page.draft.meta.disallowedLanguages.includes(locale));
  for (const row of rows) {
    const content = row.draft.content;
    if (!row.draft.visible || !content || content.type === 'single') continue;
    const groupLocales = pageLocales.filter((locale) => !row.disallowed.meta.disallowedLanguages.includes(locale));
    const filled = groupLocales.filter((locale) => {
      const value = content.values[locale];
      return typeof value === 'string' ? value.trim() !== '' : Boolean(value?.text.trim());
    });
    if (filled.length === 0) continue;
    for (const locale of groupLocales) if (!filled.includes(locale)) missing[locale] = (missing[locale] ?? 0) + 1;
  }
  return missing;
}
