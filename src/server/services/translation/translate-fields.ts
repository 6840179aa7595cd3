import { and, eq, inArray, ne } from 'drizzle-orm';
import { isNeutralSlot } from '../../../shared/blocks/language-neutral';
import { plainTextOf } from '../../../shared/content/localized-text';
import type { FieldContent } from '../../../shared/content/types';
import type { Locale } from '../../../shared/locales';
import type { TTranslateResult } from '../../../shared/schemas/translation';
import type { Queryable } from '../../db/client';
import { fields, groups, pages } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { findMissingTranslations } from '../pages/find-missing-translations';
import { findOutdatedTranslations } from '../pages/find-outdated-translations';
import { loadGlossary } from '../settings/load-glossary';
import { runTranslation } from './run-translation';
import { type TranslatedField, type TranslatedPageMeta, saveTranslations } from './save-translations';
import type { TranslatableValue } from './translate-values';
import type { TranslationProvider } from './types';

type Site = { id: string; locales: Locale[]; defaultLocale: Locale };
type Source = { fieldId: string; value: TranslatableValue };

/** The value of a real text (not a language-neutral one) in `locale`, ready to translate; null when empty. */
function sourceOf(content: FieldContent | null, blockType: string, slot: string, locale: Locale): TranslatableValue | null {
  if (!content || content.type === 'single' || isNeutralSlot(blockType, slot)) return null;
  const value = content.values[locale];
  if (content.type === 'localizedSingleValue') return typeof value === 'string' && value.trim() !== '' ? { kind: 'text', value } : null;
  return value && typeof value !== 'string' && value.text.trim() !== '' ? { kind: 'richText', value } : null;
}

function assertSiteLanguage(site: Site, locale: Locale) {
  if (!site.locales.includes(locale)) throw new AppError('BAD_REQUEST', 'content.unknownSiteLanguage', { values: { locale } });
}

/** The page's fields a request names (one field, or every field of one box), never another page's. */
async function loadFields(db: Queryable, options: { siteId: string; pageId: string; fieldIds?: string[]; groupId?: string }) {
  const { siteId, pageId, fieldIds, groupId } = options;
  return db
    .select({ fieldId: fields.id, slot: fields.slot, content: fields.draft, blockType: groups.componentType })
    .from(fields)
    .innerJoin(groups, eq(groups.id, fields.groupId))
    .where(
      and(
        eq(fields.siteId, siteId),
        eq(groups.pageId, pageId),
        ne(groups.status, 'deleted'),
        fieldIds ? inArray(fields.id, fieldIds) : undefined,
        groupId ? eq(groups.id, groupId) : undefined,
      ),
    );
}

async function translateSources(db: Queryable, provider: () => TranslationProvider, options: { siteId: string; sources: Source[]; from: Locale; to: Locale }) {
  const { siteId, sources, from, to } = options;
  if (sources.length === 0) return [];
  const glossary = await loadGlossary(db, siteId);
  const values = await runTranslation(provider(), { values: sources.map((source) => source.value), from, to, glossary });
  return sources.map((source, index): TranslatedField => {
    const value = values[index];
    if (!value) throw new AppError('UNAVAILABLE', 'translation.failedBadAnswer');
    return { fieldId: source.fieldId, value: value.kind === 'text' ? value.value : value.value };
  });
}

/**
 * POST /translation: one field (the spec's call) or every text of one box, from `from` into `to`.
 * Everything is translated before anything is saved: a provider failure changes nothing. The
 * provider is asked for only once the request is known to be this site's and to hold text (an
 * unknown id is a 404 whether or not a provider is configured).
 */
export async function translateFields(
  db: Queryable,
  provider: () => TranslationProvider,
  options: { site: Site; pageId: string; fieldId?: string; groupId?: string; from: Locale; to: Locale },
): Promise<TTranslateResult> {
  const { site, pageId, fieldId, groupId, from, to } = options;
  assertSiteLanguage(site, from);
  assertSiteLanguage(site, to);
  const rows = await loadFields(db, { siteId: site.id, pageId, ...(fieldId ? { fieldIds: [fieldId] } : {}), ...(groupId ? { groupId } : {}) });
  if (rows.length === 0) throw new AppError('NOT_FOUND', fieldId ? 'content.fieldNotFound' : 'content.sectionNotFound');
  const sources = rows.flatMap((row): Source[] => {
    const value = sourceOf(row.content.content, row.blockType, row.slot, from);
    return value ? [{ fieldId: row.fieldId, value }] : [];
  });
  if (sources.length === 0) throw new AppError('BAD_REQUEST', 'translation.nothingToTranslate', { values: { locale: from } });
  const translated = await translateSources(db, provider, { siteId: site.id, sources, from, to });
  const { items } = await saveTranslations(db, { siteId: site.id, locale: to, translated, target: 'any' });
  return { translated: items.length, items };
}

/**
 * POST /translation/missing ("Alle fehlenden übersetzen"): every text of the page missing in `to`,
 * each from its source language (the default language when filled there). All or nothing.
 */
export async function translateMissing(
  db: Queryable,
  provider: () => TranslationProvider,
  options: { site: Site; pageId: string; to: Locale },
): Promise<TTranslateResult> {
  const { site, pageId, to } = options;
  assertSiteLanguage(site, to);
  const missing = (await findMissingTranslations(db, { site, pageId })).texts.filter((text) => text.locale === to);
  const pageMeta = await translatePageMeta(db, provider, { site, pageId, to });
  if (missing.length === 0 && !pageMeta) return { translated: 0, items: [] };
  const rows = await loadFields(db, { siteId: site.id, pageId, fieldIds: missing.map((text) => text.fieldId) });
  const bySource = new Map<Locale, Source[]>();
  for (const text of missing) {
    const row = rows.find((candidate) => candidate.fieldId === text.fieldId);
    const value = row ? sourceOf(row.content.content, row.blockType, row.slot, text.sourceLocale) : null;
    if (value) bySource.set(text.sourceLocale, [...(bySource.get(text.sourceLocale) ?? []), { fieldId: text.fieldId, value }]);
  }
  const translated: TranslatedField[] = [];
  for (const [from, sources] of bySource) translated.push(...(await translateSources(db, provider, { siteId: site.id, sources, from, to })));
  const { items, pageTexts } = await saveTranslations(db, {
    siteId: site.id,
    locale: to,
    translated,
    target: 'empty',
    ...(pageMeta ? { page: pageMeta } : {}),
  });
  return { translated: items.length + pageTexts, items };
}

/**
 * POST /translation/outdated (issue 31): the page's outdated translations in `to` (one field, or
 * all), each translated anew from its source language. All or nothing; a text a person edited or
 * confirmed while the provider was working, or whose source changed again meanwhile, is left as
 * it is. The results are marked machine translated and no longer outdated.
 */
export async function translateOutdated(
  db: Queryable,
  provider: () => TranslationProvider,
  options: { site: Site; pageId: string; to: Locale; fieldId?: string },
): Promise<TTranslateResult> {
  const { site, pageId, to, fieldId } = options;
  assertSiteLanguage(site, to);
  const outdated = (await findOutdatedTranslations(db, { site, pageId })).filter((text) => text.locale === to && (!fieldId || text.fieldId === fieldId));
  if (outdated.length === 0) return { translated: 0, items: [] };
  const rows = await loadFields(db, { siteId: site.id, pageId, fieldIds: outdated.map((text) => text.fieldId) });
  const bySource = new Map<Locale, Source[]>();
  const sourceTexts = new Map<string, { locale: Locale; text: string }>();
  for (const text of outdated) {
    const row = rows.find((candidate) => candidate.fieldId === text.fieldId);
    const value = row ? sourceOf(row.content.content, row.blockType, row.slot, text.sourceLocale) : null;
    if (!row || !value) continue;
    bySource.set(text.sourceLocale, [...(bySource.get(text.sourceLocale) ?? []), { fieldId: text.fieldId, value }]);
    sourceTexts.set(text.fieldId, { locale: text.sourceLocale, text: plainTextOf(row.content.content, text.sourceLocale) });
  }
  const translated: TranslatedField[] = [];
  for (const [from, sources] of bySource) translated.push(...(await translateSources(db, provider, { siteId: site.id, sources, from, to })));
  const withSources = translated.map((entry) => {
    const source = sourceTexts.get(entry.fieldId);
    return source ? { ...entry, source } : entry;
  });
  const { items } = await saveTranslations(db, { siteId: site.id, locale: to, translated: withSources, target: 'outdated' });
  return { translated: items.length, items };
}

/**
 * The page's name (its menu label) and description, when missing in `to`: a page translated into a
 * new language should not vanish from that language's menu. Null when both are there already.
 */
async function translatePageMeta(
  db: Queryable,
  provider: () => TranslationProvider,
  options: { site: Site; pageId: string; to: Locale },
): Promise<TranslatedPageMeta | null> {
  const { site, pageId, to } = options;
  const [page] = await db
    .select({ meta: pages.draft })
    .from(pages)
    .where(and(eq(pages.id, pageId), eq(pages.siteId, site.id)));
  if (!page) return null;
  const texts = { name: page.meta.meta.name, description: page.meta.meta.description ?? {} };
  const wanted = (['name', 'description'] as const).flatMap((key) => {
    const values = texts[key];
    if (values[to]?.trim()) return [];
    const from = values[site.defaultLocale]?.trim() ? site.defaultLocale : site.locales.find((locale) => values[locale]?.trim());
    const value = from ? values[from] : undefined;
    return from && value ? [{ key, from, value }] : [];
  });
  if (wanted.length === 0) return null;
  const result: TranslatedPageMeta = { pageId };
  const glossary = await loadGlossary(db, site.id);
  for (const entry of wanted) {
    const [translated] = await runTranslation(provider(), { values: [{ kind: 'text', value: entry.value }], from: entry.from, to, glossary });
    if (translated?.kind === 'text') result[entry.key] = translated.value;
  }
  return result;
}
