import { eq } from 'drizzle-orm';
import type { RichTextValue } from '../../../shared/content/types';
import type { Locale } from '../../../shared/locales';
import type { Listing } from '../../../shared/schemas/listings';
import type { Queryable } from '../../db/client';
import { listings } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { loadGlossary } from '../settings/load-glossary';
import { runTranslation } from '../translation/run-translation';
import type { TranslatableValue } from '../translation/translate-values';
import type { TranslationProvider } from '../translation/types';
import { invalidateListingPages } from './invalidate-listing-pages';
import { type ListingSite, findListing, toListing } from './listing-row';

/**
 * Machine-translates a listing's title (and description, when it has one) from the site's default
 * language into `locale`, overwriting that language's texts and marking it machine translated until
 * a person edits it. The provider is asked only once the listing is known to be this site's and to
 * have a title; everything is translated before anything is saved, and a listing changed meanwhile
 * is not overwritten (409).
 */
export async function translateListing(
  db: Queryable,
  provider: () => TranslationProvider,
  options: { site: ListingSite; id: string; locale: Locale },
): Promise<Listing> {
  const { site, id, locale } = options;
  const from = site.defaultLocale;
  if (!site.locales.includes(locale) || locale === from) throw new AppError('BAD_REQUEST', 'content.unknownSiteLanguage', { values: { locale } });
  const row = await findListing(db, { siteId: site.id, id });
  const title = row.title[from]?.trim() ? row.title[from] : undefined;
  if (!title) throw new AppError('BAD_REQUEST', 'translation.nothingToTranslate', { values: { locale: from } });
  const description = row.description[from];
  const values: TranslatableValue[] = [
    { kind: 'text', value: title },
    ...(description?.text.trim() ? [{ kind: 'richText' as const, value: description }] : []),
  ];
  const glossary = await loadGlossary(db, site.id);
  const [translatedTitle, translatedDescription] = await runTranslation(provider(), { values, from, to: locale, glossary });
  if (translatedTitle?.kind !== 'text') throw new AppError('UNAVAILABLE', 'translation.failedBadAnswer');

  const saved = await db.transaction(async (tx) => {
    const current = await findListing(tx, { siteId: site.id, id, lock: true });
    if (current.version !== row.version) throw new AppError('CONFLICT', 'listings.stale', { data: { listing: toListing(current) } });
    const nextDescription: Partial<Record<Locale, RichTextValue>> = { ...current.description };
    if (translatedDescription?.kind === 'richText') nextDescription[locale] = translatedDescription.value;
    const [updated] = await tx
      .update(listings)
      .set({
        title: { ...current.title, [locale]: translatedTitle.value.slice(0, 200) },
        description: nextDescription,
        machineTranslated: [...new Set([...(current.machineTranslated as Locale[]), locale])],
        version: current.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(listings.id, current.id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', 'listings.notFound');
    return updated;
  });
  if (saved.status === 'published') await invalidateListingPages(db, site.id);
  return toListing(saved);
}
