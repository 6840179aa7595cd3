import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FieldContent, FieldState, RichTextValue } from '../../../shared/content/types';
import type { Locale } from '../../../shared/locales';
import type { TSavedItem } from '../../../shared/schemas/editor';
import type { Queryable } from '../../db/client';
import { fields } from '../../db/schema';

/** A translated value for one field in one language. */
export type TranslatedField = { fieldId: string; value: string | RichTextValue };

function withValue(content: FieldContent | null, locale: Locale, value: string | RichTextValue): FieldContent | null {
  if (content?.type === 'localizedSingleValue' && typeof value === 'string') return { ...content, values: { ...content.values, [locale]: value } };
  if (content?.type === 'localizedRichText' && typeof value !== 'string') return { ...content, values: { ...content.values, [locale]: value } };
  return null;
}

/**
 * Writes machine translations as drafts, all or none, each marked "machine translated" in its
 * language until a person edits or confirms it. `onlyIfEmpty` (translating what is missing) skips a
 * field someone filled in that language while the provider was working: theirs wins.
 */
export async function saveTranslations(
  db: Queryable,
  options: { siteId: string; locale: Locale; translated: TranslatedField[]; onlyIfEmpty: boolean },
): Promise<TSavedItem[]> {
  const { siteId, locale, translated, onlyIfEmpty } = options;
  if (translated.length === 0) return [];
  return db.transaction(async (tx) => {
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
    return saved;
  });
}
