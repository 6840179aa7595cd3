import { eq } from 'drizzle-orm';
import { parseSettings, type SiteSettings } from '../../../shared/content/settings';
import type { Queryable } from '../../db/client';
import { sites } from '../../db/schema';

/** A site's settings as visitors (published) or editors (draft) see them. */
export async function loadSiteSettings(db: Queryable, options: { siteId: string; state: 'draft' | 'published' }): Promise<SiteSettings> {
  const [row] = await db.select({ settings: sites.settings, publishedSettings: sites.publishedSettings }).from(sites).where(eq(sites.id, options.siteId));
  return parseSettings(options.state === 'draft' ? row?.settings : row?.publishedSettings);
}
