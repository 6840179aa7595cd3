import { toSlug } from '../../../shared/content/slug';
import type { Locale } from '../../../shared/locales';
import type { ActiveCollection } from '../../../shared/schemas/site-structure';
import type { Queryable } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { createPage } from '../pages/create-page';
import { presetGroups, sameInEvery } from '../pages/page-presets';
import { lockSiteSlugs } from '../pages/slug-rules';
import { uniqueSlug } from '../pages/unique-slug';
import { lockContainer, saveContainerList } from './container';

export type AddCollectionItemOptions = {
  site: { id: string; locales: Locale[] };
  collectionId: string;
  collection: ActiveCollection;
  locale: Locale;
  name: string;
};

/**
 * Creates a collection page (a draft with its preset boxes, slug unique in its language and
 * collection) and appends it, shown, to the container's working list — one transaction.
 */
export async function addCollectionItem(db: Queryable, options: AddCollectionItemOptions): Promise<{ pageId: string; slug: Partial<Record<Locale, string>> }> {
  const { site, collection, locale, name } = options;
  if (!site.locales.includes(locale)) throw new AppError('BAD_REQUEST', 'content.unknownSiteLanguage', { values: { locale } });
  const base = toSlug(name);
  if (base === '') throw new AppError('BAD_REQUEST', 'collections.nameWithoutSlug');
  return db.transaction(async (tx) => {
    const container = await lockContainer(tx, { siteId: site.id, collectionId: options.collectionId, collection });
    await lockSiteSlugs(tx, site.id);
    // Like any new page: the name and slug in every language of the site (translated later).
    const slug: Partial<Record<Locale, string>> = {};
    for (const language of site.locales) slug[language] = await uniqueSlug(tx, { siteId: site.id, collection, locale: language, base });
    const { pageId } = await createPage(tx, {
      siteId: site.id,
      page: { slug, name: sameInEvery(site.locales, name), collection, groups: presetGroups({ collection, name, locales: site.locales }) },
    });
    await saveContainerList(tx, container, [...container.list, { pageId, visible: true }]);
    return { pageId, slug };
  });
}
