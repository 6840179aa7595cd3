import { and, eq, sql } from 'drizzle-orm';
import type { FieldState } from '../../../shared/content/types';
import type { Queryable } from '../../db/client';
import { fields } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/** Changes a field's working state; visitors see it only after the page is published. */
export async function saveFieldDraft(
  db: Queryable,
  options: { siteId: string; fieldId: string; change: Partial<FieldState> },
): Promise<FieldState> {
  const { siteId, fieldId, change } = options;
  return db.transaction(async (tx) => {
    const [field] = await tx.select({ draft: fields.draft }).from(fields).where(and(eq(fields.id, fieldId), eq(fields.siteId, siteId))).for('update');
    if (!field) throw new AppError('NOT_FOUND', 'content.fieldNotFound');
    const draft: FieldState = { ...field.draft, ...change };
    await tx.update(fields).set({ draft, version: sql`${fields.version} + 1`, updatedAt: new Date() }).where(eq(fields.id, fieldId));
    return draft;
  });
}
