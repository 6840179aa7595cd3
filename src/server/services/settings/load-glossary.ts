import { eq } from 'drizzle-orm';
import { parseSettings } from '../../../shared/content/settings';
import type { Queryable } from '../../db/client';
import { sites } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/**
 * The terms machine translation must leave as they are (company, brand and product names), from the
 * site's working settings: the glossary an editor just saved applies to the next translation,
 * without waiting for "publish all".
 */
export async function loadGlossary(db: Queryable, siteId: string): Promise<string[]> {
  const [row] = await db.select({ settings: sites.settings }).from(sites).where(eq(sites.id, siteId));
  if (!row) throw new AppError('NOT_FOUND', 'request.notFound');
  return parseSettings(row.settings).translation.glossary;
}
