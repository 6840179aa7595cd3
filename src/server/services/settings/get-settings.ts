import { eq } from 'drizzle-orm';
import { parseSettings } from '../../../shared/content/settings';
import type { SettingsAnswer } from '../../../shared/schemas/settings';
import type { Queryable } from '../../db/client';
import { sites } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/** Whether two stored settings differ (both parsed, so defaults and key order cannot make them differ). */
export function settingsDiffer(working: unknown, published: unknown): boolean {
  if (published === null || published === undefined) return true;
  return JSON.stringify(parseSettings(working)) !== JSON.stringify(parseSettings(published));
}

/** The working settings (what the editor shows), their version and whether visitors see something else. */
export async function getSettings(db: Queryable, options: { siteId: string }): Promise<SettingsAnswer> {
  const [row] = await db
    .select({ settings: sites.settings, published: sites.publishedSettings, version: sites.settingsVersion })
    .from(sites)
    .where(eq(sites.id, options.siteId));
  if (!row) throw new AppError('NOT_FOUND', 'request.notFound');
  return { settings: parseSettings(row.settings), version: row.version, unpublished: settingsDiffer(row.settings, row.published) };
}
