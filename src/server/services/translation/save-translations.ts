import { and, eq, inArray, sql } from 'drizzle-orm';
import { plainTextOf } from '../../../shared/content/localized-text';
import type { FieldContent, FieldState, RichTextValue } from '../../../shared/content/types';
import type { Locale } from '../../../shared/locales';
import type { TSavedItem } from '../../../shared/schemas/editor';
import type { Queryable, Transaction } from '../../db/client';
import { fields, pages } from '../../db/schema';
import { withOutdatedMarks } from './outdated-marks';

/**
 * A translated value for one field in one language; `source` is the text it was translated from,
 * when the save must be skipped should that text have changed while the provider was working.
 */
export type TranslatedField = { fieldId: string; value: string | RichTextValue; source?: { locale: Locale; text: string } };

/**
 * Which fields a save writes: any (a translation asked for), those still empty in the language
 * (translating what is missing: a person's text typed meanwhile wins) or those still marked
 * outdated there (refreshing: a person's edit or confirmation meanwhile wins).
 */
export type TranslationTarget = 'any' | 'empty' | 'outdated';
/** A page's translated name and description (its menu label and search snippet). */
export type TranslatedPageMeta = { pageId: string; name?: string; description?: string };

/** Writes a page's translated name and description where that language is still empty. */
async function savePageMeta(tx: Transaction, siteId: string, locale: Locale, meta: TranslatedPageMeta): Promise<number> {
  const [page] = await tx
    .select({ draft: pages.draft })
    .from(pages)
    .where(and(eq(pages.id, meta.pageId), eq(pages.siteId, siteId)))
    .for('update');
  if (!page) return 0;
  const next = { ...page.draft.meta, name: { ...page.draft.meta.name }, description: { ...page.draft.meta.description } };
  let written = 0;
  for (const key of ['name', 'description'] as const) {
    const value = meta[key];
    if (value && !next[key][locale]?.trim()) {
      next[key][locale] = value;
      written += 1;
    }
  }
  if (written > 0)
    await tx
      .update(pages)
      .set({ draft: { ...page.draft, meta: next }, version: sql`${pages.version} + 1`, updatedAt: new Date() })
      .where(eq(pages.id, meta.pageId));
  return written;
}

function withValue(content: FieldContent | null, locale: Locale, value: string | RichTextValue): FieldContent | null {
  if (content?.type === 'localizedSingleValue' && typeof value === 'string') return { ...content, values: { ...content.values, [locale]: value } };
  if (content?.type === 'localizedRichText' && typeof value !== 'string') return { ...content, values: { ...content.values, [locale]: value } };
  return null;
}

function skipped(state: FieldState, locale: Locale, entry: TranslatedField, target: TranslationTarget): boolean {
  const current = state.content;
  if (entry.source && plainTextOf(current, entry.source.locale) !== entry.source.text) return true;
  if (target === 'empty') return plainTextOf(current, locale) !== '';
  if (target === 'outdated') return !state.outdated?.[locale];
  return false;
}

/**
 * Writes machine translations as drafts, all or none, each marked "machine translated" in its
 * language until a person edits or confirms it, and no longer outdated there. `target` says which
 * fields may be written (see TranslationTarget). A page's name and description are only ever
 * written where empty.
 */
export async function saveTranslations(
  db: Queryable,
  options: { siteId: string; locale: Locale; translated: TranslatedField[]; target: TranslationTarget; page?: TranslatedPageMeta },
): Promise<{ items: TSavedItem[]; pageTexts: number }> {
  const { siteId, locale, translated, target, page } = options;
  if (translated.length === 0 && !page) return { items: [], pageTexts: 0 };
  return db.transaction(async (tx) => {
    const pageTexts = page ? await savePageMeta(tx, siteId, locale, page) : 0;
    if (translated.length === 0) return { items: [], pageTexts };
    const rows = await tx
      .select({ id: fields.id, draft: fields.draft })
      .from(fields)
      .where(
        and(
          eq(fields.siteId, siteId),
          inArray(
            fields.id,
            translated.map((entry) => entry.fieldId),
          ),
        ),
      )
      .for('update');
    const saved: TSavedItem[] = [];
    for (const entry of translated) {
      const row = rows.find((candidate) => candidate.id === entry.fieldId);
      if (!row) continue;
      if (skipped(row.draft, locale, entry, target)) continue;
      const content = withValue(row.draft.content, locale, entry.value);
      if (!content) continue;
      const machineTranslated = [...new Set([...(row.draft.machineTranslated ?? []), locale])];
      const { [locale]: _current, ...outdated } = row.draft.outdated ?? {};
      const state = withOutdatedMarks({ ...row.draft, content, machineTranslated }, Object.keys(outdated).length > 0 ? outdated : undefined);
      const [updated] = await tx
        .update(fields)
        .set({ draft: state, version: sql`${fields.version} + 1`, updatedAt: new Date() })
        .where(eq(fields.id, row.id))
        .returning({ version: fields.version });
      saved.push({ itemType: 'field', id: row.id, version: updated?.version ?? 0, state });
    }
    return { items: saved, pageTexts };
  });
}
