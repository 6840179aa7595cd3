import type { Queryable } from '../../db/client';
import { type FieldVisibility, lockSection, writeFieldVisibility } from './field-visibility';

/** POST /field/visibility: one field of a section shown or hidden (a draft until published). */
export async function setFieldVisibility(
  db: Queryable,
  options: { siteId: string; groupId: string; fieldId: string | null; fieldName: string; visible: boolean; version?: number },
): Promise<FieldVisibility> {
  const { siteId, groupId, fieldId, fieldName, visible, version } = options;
  return db.transaction(async (tx) => {
    const section = await lockSection(tx, { siteId, groupId });
    return writeFieldVisibility(tx, section, { siteId, slot: fieldName, visible, fieldId, version });
  });
}
