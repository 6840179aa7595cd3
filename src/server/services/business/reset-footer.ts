import { and, eq } from 'drizzle-orm';
import { parseSettings } from '../../../shared/content/settings';
import type { SettingsAnswer } from '../../../shared/schemas/settings';
import type { Queryable } from '../../db/client';
import { branches, sites } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { settingsDiffer } from '../settings/get-settings';
import { branchFromRow } from './get-business-profile';

/**
 * The footer reset (`POST /optician {branchId}`, spec "resets the footer opening hours"): the
 * footer shows that branch's business data and opening hours again (its own hours, if any, are
 * dropped: the footer then follows the branch). A settings draft like any other: visitors see it
 * after the site-wide publish.
 */
export async function resetFooter(db: Queryable, options: { siteId: string; branchId: string }): Promise<SettingsAnswer> {
  const { siteId, branchId } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(branches)
      .where(and(eq(branches.id, branchId), eq(branches.siteId, siteId)));
    if (!row) throw new AppError('NOT_FOUND', 'business.branchNotFound');
    const branch = branchFromRow(row);
    const [site] = await tx
      .select({ settings: sites.settings, published: sites.publishedSettings, version: sites.settingsVersion })
      .from(sites)
      .where(eq(sites.id, siteId))
      .for('update');
    if (!site) throw new AppError('NOT_FOUND', 'request.notFound');
    const current = parseSettings(site.settings);
    const settings = parseSettings({
      ...current,
      footer: {
        ...current.footer,
        useBusinessDataFromLookUp: true,
        branchId: branch.id,
        openingHours: null,
        street: '',
        postcode: '',
        city: '',
        email: '',
        phone: '',
      },
    });
    const version = site.version + 1;
    await tx.update(sites).set({ settings, settingsVersion: version, updatedAt: new Date() }).where(eq(sites.id, siteId));
    return { settings, version, unpublished: settingsDiffer(settings, site.published) };
  });
}
