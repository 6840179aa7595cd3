import type { Queryable } from '../../db/client';
import { type FieldVisibility, lockSection, writeFieldVisibility } from './field-visibility';

/** POST /group/visibility: several fields of one section shown or hidden at once, all or nothing. */
export async function setGroupVisibility(
  db: Queryable,
  options: { siteId: string; pageId: string; groupId: string; visibleFields: Record<string, boolean> },
): Promise<{ fields: FieldVisibility[] }> {
  const { siteId, pageId, groupId, visibleFields } = options;
  return db.transaction(async (tx) => {
    const section = await lockSection(tx, { siteId, groupId, pageId });
    const fields: FieldVisibility[] = [];
    for (const [slot, visible] of Object.entries(visibleFields)) fields.push(await writeFieldVisibility(tx, section, { siteId, slot, visible }));
    return { fields };
  });
}
