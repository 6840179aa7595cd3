import { and, eq, inArray, ne } from 'drizzle-orm';
import { parseSettings, type SiteSettings } from '../../../shared/content/settings';
import type { SettingsAnswer } from '../../../shared/schemas/settings';
import type { Queryable } from '../../db/client';
import { media, pages, sites } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { settingsDiffer } from './get-settings';
import { normaliseSettings } from './normalise-settings';

/** Every media id the settings refer to must be an image of this site's library. */
async function checkReferences(db: Queryable, siteId: string, settings: SiteSettings): Promise<void> {
  const mediaIds = [settings.header.logoMediaId, settings.header.alternativeLogoMediaId, settings.sharing.imageMediaId].filter(
    (id): id is string => id !== null,
  );
  if (mediaIds.length > 0) {
    const found = await db
      .select({ id: media.id })
      .from(media)
      .where(and(eq(media.siteId, siteId), eq(media.mediaType, 'image'), inArray(media.id, mediaIds)));
    if (new Set(found.map((row) => row.id)).size !== new Set(mediaIds).size) throw new AppError('BAD_REQUEST', 'settings.unknownMedia');
  }
  const pageId = settings.bookingButton.pageId;
  if (pageId) {
    const [page] = await db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.id, pageId), eq(pages.siteId, siteId), ne(pages.status, 'deleted')));
    if (!page) throw new AppError('BAD_REQUEST', 'settings.unknownPage');
  }
}

/**
 * Saves the working settings (a draft: visitors see them after the site-wide publish). A save
 * based on an older version is refused with 409 and changes nothing, so two editors never undo
 * each other's changes silently.
 */
export async function saveSettings(db: Queryable, options: { siteId: string; settings: SiteSettings; version: number }): Promise<SettingsAnswer> {
  const { siteId, version } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ settings: sites.settings, published: sites.publishedSettings, version: sites.settingsVersion })
      .from(sites)
      .where(eq(sites.id, siteId))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'request.notFound');
    if (row.version !== version) throw new AppError('CONFLICT', 'settings.stale');
    const normalised = normaliseSettings(options.settings, parseSettings(row.settings));
    if (!normalised.ok) throw new AppError('BAD_REQUEST', 'settings.overlayConflict');
    await checkReferences(tx, siteId, normalised.settings);
    const [saved] = await tx
      .update(sites)
      .set({ settings: normalised.settings, settingsVersion: row.version + 1, updatedAt: new Date() })
      .where(eq(sites.id, siteId))
      .returning({ version: sites.settingsVersion });
    return { settings: normalised.settings, version: saved?.version ?? row.version + 1, unpublished: settingsDiffer(normalised.settings, row.published) };
  });
}
