import type { ListingKind } from '../../../shared/content/listings';
import type { Locale } from '../../../shared/locales';
import type { ListingFields } from '../../../shared/schemas/listings';
import { AppError } from '../../platform/app-error';
import type { ListingSite } from './listing-row';

/** The site's languages (default first) whose title is still empty. */
export function missingTitleLanguages(site: ListingSite, title: ListingFields['title']): Locale[] {
  const ordered = [site.defaultLocale, ...site.locales.filter((locale) => locale !== site.defaultLocale)];
  return ordered.filter((locale) => !title[locale]?.trim());
}

/**
 * What a live listing needs (checked on publishing and on saving a published one): a title in the
 * site's default language (400), then — like a page's translation gate — a title in every site
 * language (409 naming them; the panel offers to translate), and a marketplace item its category.
 */
export function assertPublishable(site: ListingSite, kind: ListingKind, fields: Pick<ListingFields, 'title' | 'category'>): void {
  const missing = missingTitleLanguages(site, fields.title);
  if (missing.includes(site.defaultLocale))
    throw new AppError('BAD_REQUEST', 'listings.titleRequired', { values: { language: site.defaultLocale.toUpperCase() }, data: { missing } });
  if (missing.length > 0) {
    throw new AppError('CONFLICT', 'listings.missingTranslations', {
      values: { languages: missing.map((locale) => locale.toUpperCase()).join(', ') },
      data: { missing },
    });
  }
  if (kind === 'marketplace' && fields.category === null) throw new AppError('BAD_REQUEST', 'listings.categoryRequired');
}
