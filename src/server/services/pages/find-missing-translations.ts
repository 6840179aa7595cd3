import { and, eq, inArray } from 'drizzle-orm';
import { isNeutralSlot } from '../../../shared/blocks/language-neutral';
import { plainTextOf } from '../../../shared/content/localized-text';
import type { Locale } from '../../../shared/locales';
import { MISSING_SOURCE_PREVIEW_LENGTH, type TMissingText, type TMissingTranslations } from '../../../shared/schemas/translation';
import type { Queryable } from '../../db/client';
import { fields, groups, pages } from '../../db/schema';
import { AppError } from '../../platform/app-error';

type Site = { id: string; locales: Locale[]; defaultLocale: Locale };

const preview = (text: string) =>
  text.length > MISSING_SOURCE_PREVIEW_LENGTH ? `${text.slice(0, MISSING_SOURCE_PREVIEW_LENGTH - 1).trimEnd()}…` : text;

/** Where a page may be read: its site's languages minus those it is hidden in. */
export function pageLanguages(site: Site, disallowed: readonly Locale[]): Locale[] {
  return site.locales.filter((locale) => !disallowed.includes(locale));
}

/** Whether missing texts in `locale` block publishing: the page is (or, never restricted, will be) live there. */
export function isBlockingLanguage(liveLanguages: readonly Locale[] | null, locale: Locale): boolean {
  return liveLanguages === null || liveLanguages.includes(locale);
}

/**
 * The texts of a page's working state that are filled in some language but not in another it is
 * shown in (issue 15, editor-panels §2): real text only (single-line and rich text; not language-
 * neutral values), of visible fields in sections that are not removed, archived or hidden in that
 * language. Each comes with the language it would be translated from: the default when filled there.
 */
export async function findMissingTranslations(db: Queryable, options: { site: Site; pageId: string }): Promise<TMissingTranslations> {
  const { site, pageId } = options;
  const [page] = await db
    .select({ draft: pages.draft, liveLanguages: pages.liveLanguages })
    .from(pages)
    .where(and(eq(pages.id, pageId), eq(pages.siteId, site.id)));
  if (!page) throw new AppError('NOT_FOUND', 'pages.pageNotFound');
  const rows = await db
    .select({ fieldId: fields.id, slot: fields.slot, draft: fields.draft, groupId: groups.id, groupType: groups.componentType, group: groups.draft })
    .from(fields)
    .innerJoin(groups, eq(groups.id, fields.groupId))
    .where(and(eq(groups.pageId, pageId), eq(fields.siteId, site.id), inArray(groups.status, ['draft', 'published'])));
  rows.sort((a, b) => a.group.position - b.group.position || a.groupId.localeCompare(b.groupId) || a.slot.localeCompare(b.slot));

  const languages = pageLanguages(site, page.draft.meta.disallowedLanguages);
  const texts: TMissingText[] = [];
  for (const row of rows) {
    const content = row.draft.content;
    if (!row.draft.visible || !content || content.type === 'single' || isNeutralSlot(row.groupType, row.slot)) continue;
    const shownIn = languages.filter((locale) => !row.group.meta.disallowedLanguages.includes(locale));
    const filled = shownIn.filter((locale) => plainTextOf(content, locale) !== '');
    const sourceLocale = filled.includes(site.defaultLocale) ? site.defaultLocale : filled[0];
    if (!sourceLocale) continue;
    const source = preview(plainTextOf(content, sourceLocale));
    for (const locale of shownIn) {
      if (!filled.includes(locale)) texts.push({ locale, groupId: row.groupId, groupType: row.groupType, fieldId: row.fieldId, slot: row.slot, sourceLocale, source });
    }
  }
  return {
    languages: languages.map((locale) => ({
      locale,
      count: texts.filter((text) => text.locale === locale).length,
      blocking: isBlockingLanguage(page.liveLanguages, locale),
      live: isBlockingLanguage(page.liveLanguages, locale),
    })),
    texts,
  };
}
