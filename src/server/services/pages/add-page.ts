import type { Locale } from '../../../shared/locales';
import type { TCreatePageRequest, TPageListItem } from '../../../shared/schemas/site-structure';
import type { Queryable } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { createPage } from './create-page';
import { presetGroups, sameInEvery } from './page-presets';
import { assertSlugsFree, lockSiteSlugs, normalizeSlug } from './slug-rules';

/**
 * POST /page/add: a new draft page (not in the navigation, invisible to visitors) with the same
 * name and slug in every language of the site, and the preset boxes of its collection.
 */
export async function addPage(db: Queryable, options: { siteId: string; locales: readonly Locale[]; request: TCreatePageRequest }): Promise<TPageListItem> {
  const { siteId, locales, request } = options;
  if (!locales.includes(request.lang)) throw new AppError('BAD_REQUEST', 'content.unknownSiteLanguage', { values: { locale: request.lang } });
  // A slug cleared in the form is refused (not silently made from the name again).
  const slug = normalizeSlug(request.slug ?? request.name);
  const slugs = sameInEvery(locales, slug);
  const name = sameInEvery(locales, request.name);
  return db.transaction(async (tx) => {
    await lockSiteSlugs(tx, siteId);
    await assertSlugsFree(tx, { siteId, collection: request.collection, slugs });
    const { pageId } = await createPage(tx, {
      siteId,
      page: { slug: slugs, name, collection: request.collection, groups: presetGroups({ collection: request.collection, name: request.name, locales }) },
    });
    if (!pageId) throw new AppError('INTERNAL', 'pages.createPageFailed');
    return {
      id: pageId,
      collection: request.collection,
      role: null,
      specialKey: null,
      status: 'draft',
      slug: slugs,
      name,
      hasPassword: false,
      changed: true,
      navigationButton: false,
    };
  });
}
