import { eq, sql } from 'drizzle-orm';
import type { GroupMeta } from '../../../shared/content/types';
import type { Locale } from '../../../shared/locales';
import type { Queryable } from '../../db/client';
import { groups } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { changedMeanwhile } from './changed-meanwhile';
import { lockSection } from './field-visibility';

/**
 * POST /group/meta: the languages a section is hidden in (a draft until published). Only the
 * site's languages; languages excluded here do not count as missing translations.
 */
export async function setGroupMeta(
  db: Queryable,
  options: { site: { id: string; locales: Locale[] }; pageId: string; groupId: string; meta: GroupMeta; version?: number },
): Promise<{ groupId: string; version: number; meta: GroupMeta }> {
  const { site, pageId, groupId, version } = options;
  for (const locale of options.meta.disallowedLanguages) {
    if (!site.locales.includes(locale)) throw new AppError('BAD_REQUEST', 'content.unknownSiteLanguage', { values: { locale } });
  }
  return db.transaction(async (tx) => {
    const section = await lockSection(tx, { siteId: site.id, groupId, pageId });
    if (version !== undefined && version !== section.version)
      throw changedMeanwhile({ itemType: 'group', id: section.id, version: section.version, state: section.draft });
    const meta: GroupMeta = { disallowedLanguages: [...new Set(options.meta.disallowedLanguages)] };
    await tx
      .update(groups)
      .set({ draft: { ...section.draft, meta }, version: sql`${groups.version} + 1`, updatedAt: new Date() })
      .where(eq(groups.id, section.id));
    return { groupId: section.id, version: section.version + 1, meta };
  });
}
