import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FieldContent, FieldState, RichTextValue } from '../../../shared/content/types';
import type { Locale } from '../../../shared/locales';
import type { TSavedItem } from '../../../shared/schemas/editor';
import type { Queryable, Transaction } from '../../db/client';
import { fields, pages } from '../../db/schema';

/** A translated value for one field in one language. */
export type TranslatedField = { fieldId: string; value: string | RichTextValue };
/** A page's translated name and description (its menu label and search snippet). */
export type TranslatedPageMeta = { pageId: string; name?: string; description?: string };

/** Writes a page's translated name and description where that language is still empty. */
async function savePageMeta(tx: Transaction, siteId: string, locale: Locale, meta: TranslatedPageMeta): Promise<number> {
  const [page] = await tx.select({ draft: pages.draft }).from(pages).where(and(eq(pages.id, meta.pageId), eq(pages.siteId, siteId))).for('update');
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
  if (written > 0) await tx.update(pages).set({ draft: { ...page.draft, meta: next }, version: sql`${pages.version} + 1`, updatedAt: new Date() }).where(eq(pages.id, meta.pageId));
  return written;
}

function withValue(content: FieldContent | null, locale: Locale, value: string | RichTextValue): FieldContent | null {
  if (content?.type === 'localizedSingleValue' && typeof value === 'string') return { ...content, values: { ...content.values, [locale]: value } };
  if (content?.type === 'localizedRichText' && typeof value !== 'string') return { ...content, values: { ...content.values, [locale]: value } };
  return null;
}

/**
 * Writes machine translations as drafts, all or none, each marked "machine translated" in its
 * language until a person edits or confirms it. `onlyIfEmpty` (translating what is missing) skips a
 * field someone filled in that language while the provider was working: theirs wins. A page's
 * name and description are only ever written where empty.
 */
export async function saveTranslations(
  db: Queryable,
  options: { siteId: string; locale: Locale; translated: TranslatedField[]; onlyIfEmpty: boolean; page?: TranslatedPageMeta },
): Promise<{ items: TSavedItem[]; pageTexts: number }> {
  const { siteId, locale, translated, onlyIfEmpty, page } = options;
  if (translated.length === 0 && !page) return { items: [], pageTexts: 0 };
  return db.transaction(async (tx) => {
    const pageTexts = page ? await savePageMeta(tx, siteId, locale, page) : 0;
    if (translated.length === 0) return { items: [], pageTexts };
    const rows = await tx
      .select({ id: fields.id, draft: fields.draft })
      .from(fields)
      .where(and(eq(fields.siteId, siteId), inArray(fields.id, translated.map((entry) => entry.fieldId))))
      .for('update');
    const saved: TSavedItem[] = [];
    for (const entry of translated) {
      const row = rows.find((candidate) => candidate.id === entry.fieldId);
      if (!row) continue;
      const current = row.draft.content;
      if (onlyIfEmpty && current && current.type !== 'single' && current.values[locale]) continue;
      const content = withValue(current, locale, entry.value);
      if (!content) continue;
      const machineTranslated = [...new Set([...(row.draft.machineTranslated ?? []), locale])];
      const state: FieldState = { ...row.draft, content, machineTranslated };
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
