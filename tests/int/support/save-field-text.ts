import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { fields, sites } from '../../../src/server/db/schema';
import { saveItem } from '../../../src/server/services/content/save-item';
import type { FieldState } from '../../../src/shared/content/types';
import type { Locale } from '../../../src/shared/locales';

/**
 * Changes a text field's draft the way the editor does: through `saveItem` (the save behind
 * `POST /api/v1/data`, with its registry checks and version check), one language per request,
 * each based on the version the previous one left. Languages not named keep their value.
 */
export async function saveFieldText(
  db: Database,
  options: { siteId: string; fieldId: string; values: Partial<Record<Locale, string | null>> },
): Promise<FieldState> {
  const [site] = await db.select({ id: sites.id, locales: sites.locales, defaultLocale: sites.defaultLocale }).from(sites).where(eq(sites.id, options.siteId));
  const [field] = await db
    .select({ version: fields.version, groupId: fields.groupId, slot: fields.slot, draft: fields.draft })
    .from(fields)
    .where(eq(fields.id, options.fieldId));
  if (!site || !field) throw new Error(`No field ${options.fieldId} on site ${options.siteId}`);
  let version = field.version;
  let state = field.draft;
  for (const [locale, value] of Object.entries(options.values) as [Locale, string | null][]) {
    const saved = await saveItem(db, {
      site,
      request: {
        itemType: 'field',
        version,
        linkId: options.fieldId,
        groupId: field.groupId,
        slot: field.slot,
        data: { content: { type: 'localizedSingleValue', locale, value } },
      },
    });
    if (saved.itemType !== 'field') throw new Error('saveItem answered for a group');
    version = saved.version;
    state = saved.state;
  }
  return state;
}
