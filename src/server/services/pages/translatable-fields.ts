import { and, eq, inArray } from 'drizzle-orm';
import { isNeutralSlot } from '../../../shared/blocks/language-neutral';
import type { FieldContent, FieldState } from '../../../shared/content/types';
import type { Locale } from '../../../shared/locales';
import { MISSING_SOURCE_PREVIEW_LENGTH } from '../../../shared/schemas/translation';
import type { Queryable } from '../../db/client';
import { fields, groups, pages } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/** A source text as the translation dialog shows it: cut at MISSING_SOURCE_PREVIEW_LENGTH characters. */
export const preview = (text: string) =>
  text.length > MISSING_SOURCE_PREVIEW_LENGTH ? `${text.slice(0, MISSING_SOURCE_PREVIEW_LENGTH - 1).trimEnd()}…` : text;

export type TranslationSite = { id: string; locales: Locale[]; defaultLocale: Locale };

/** A field holding real text (per language, not a neutral value), with the languages it is shown in. */
export type TranslatableField = {
  fieldId: string;
  slot: string;
  groupId: string;
  groupType: string;
  content: Exclude<FieldContent, { type: 'single' }>;
  state: FieldState;
  shownIn: Locale[];
};

/** Where a page may be read: its site's languages minus those it is hidden in. */
export function pageLanguages(site: TranslationSite, disallowed: readonly Locale[]): Locale[] {
  return site.locales.filter((locale) => !disallowed.includes(locale));
}

/**
 * The texts of a page's working state that translations are about: visible fields with per-language
 * content (not language-neutral) in sections not removed or archived, in page order, each with the
 * page languages its section is shown in. Shared by the missing and the outdated translations.
 */
export async function loadTranslatableFields(
  db: Queryable,
  options: { site: TranslationSite; pageId: string },
): Promise<{ languages: Locale[]; liveLanguages: Locale[] | null; fields: TranslatableField[] }> {
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
  const translatable = rows.flatMap((row): TranslatableField[] => {
    const content = row.draft.content;
    if (!row.draft.visible || !content || content.type === 'single' || isNeutralSlot(row.groupType, row.slot)) return [];
    const shownIn = languages.filter((locale) => !row.group.meta.disallowedLanguages.includes(locale));
    return [{ fieldId: row.fieldId, slot: row.slot, groupId: row.groupId, groupType: row.groupType, content, state: row.draft, shownIn }];
  });
  return { languages, liveLanguages: page.liveLanguages, fields: translatable };
}
