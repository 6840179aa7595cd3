import { and, eq, sql } from 'drizzle-orm';
import type { FieldState } from '../../../shared/content/types';
import type { Locale } from '../../../shared/locales';
import type { TSavedItem } from '../../../shared/schemas/editor';
import type { Queryable } from '../../db/client';
import { fields } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { withOutdatedMarks } from './outdated-marks';

/** POST /translation/confirm: a person accepts a machine translation as it is; the mark goes. */
export async function confirmTranslation(db: Queryable, options: { siteId: string; fieldId: string; locale: Locale }): Promise<TSavedItem> {
  const { siteId, fieldId, locale } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ draft: fields.draft, version: fields.version })
      .from(fields)
      .where(and(eq(fields.id, fieldId), eq(fields.siteId, siteId)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'content.fieldNotFound');
    const remaining = (row.draft.machineTranslated ?? []).filter((entry) => entry !== locale);
    if (remaining.length === (row.draft.machineTranslated ?? []).length) return { itemType: 'field', id: fieldId, version: row.version, state: row.draft };
    const { machineTranslated: _, ...rest } = row.draft;
    const state: FieldState = remaining.length > 0 ? { ...rest, machineTranslated: remaining } : rest;
    const [updated] = await tx
      .update(fields)
      .set({ draft: state, version: sql`${fields.version} + 1`, updatedAt: new Date() })
      .where(eq(fields.id, fieldId))
      .returning({ version: fields.version });
    return { itemType: 'field', id: fieldId, version: updated?.version ?? row.version + 1, state };
  });
}

/**
 * POST /translation/outdated/confirm ("Ist noch richtig", issue 31): a person says a translation
 * still fits its changed source; its outdated mark goes, the text stays.
 */
export async function confirmOutdated(db: Queryable, options: { siteId: string; fieldId: string; locale: Locale }): Promise<TSavedItem> {
  const { siteId, fieldId, locale } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ draft: fields.draft, version: fields.version })
      .from(fields)
      .where(and(eq(fields.id, fieldId), eq(fields.siteId, siteId)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'content.fieldNotFound');
    if (!row.draft.outdated?.[locale]) return { itemType: 'field', id: fieldId, version: row.version, state: row.draft };
    const { [locale]: _confirmed, ...remaining } = row.draft.outdated;
    const state = withOutdatedMarks(row.draft, Object.keys(remaining).length > 0 ? remaining : undefined);
    const [updated] = await tx
      .update(fields)
      .set({ draft: state, version: sql`${fields.version} + 1`, updatedAt: new Date() })
      .where(eq(fields.id, fieldId))
      .returning({ version: fields.version });
    return { itemType: 'field', id: fieldId, version: updated?.version ?? row.version + 1, state };
  });
}
