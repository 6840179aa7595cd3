import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { toSlug } from '../../../shared/content/slug';
import { type Collection, SYSTEM_SLUGS } from '../../../shared/content/types';
import type { Locale, Localized } from '../../../shared/locales';
import type { Transaction } from '../../db/client';
import { pages } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/**
 * Slugs the router answers itself (`/{locale}/login`, `/{locale}/edit/…`). Collection names stay
 * free: `/{locale}/service` is one segment, a free page (the demo has one), never a collection.
 */
const RESERVED = new Set<string>(SYSTEM_SLUGS);

/** A slug as stored: made URL-safe, never empty, never one the router keeps for itself. */
export function normalizeSlug(input: string): string {
  const slug = toSlug(input);
  if (!slug) throw new AppError('BAD_REQUEST', 'pages.slugEmpty');
  if (RESERVED.has(slug)) throw new AppError('BAD_REQUEST', 'pages.slugReserved');
  return slug;
}

/**
 * Serializes slug checks of one site until the transaction ends, so two concurrent creates or
 * renames cannot both see a slug as free. Advisory locks work the same on PGlite and Postgres.
 */
export async function lockSiteSlugs(tx: Transaction, siteId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pages:slugs:${siteId}`}))`);
}

const collectionIs = (collection: Collection | null) => (collection ? eq(pages.collection, collection) : isNull(pages.collection));

const slugIn = (locale: Locale, slug: string) => or(sql`${pages.draft}->'slug'->>${locale} = ${slug}`, sql`${pages.published}->'slug'->>${locale} = ${slug}`);

/**
 * The languages whose slug another page of the same site and collection already uses, in its
 * working or its live state. Deleted pages free their slugs.
 */
export async function takenSlugLocales(
  tx: Transaction,
  options: { siteId: string; collection: Collection | null; slugs: Localized<string>; exceptPageId?: string },
): Promise<Locale[]> {
  const entries = Object.entries(options.slugs).filter((entry): entry is [Locale, string] => Boolean(entry[1]));
  if (entries.length === 0) return [];
  const rows = await tx
    .select({ draft: pages.draft, published: pages.published })
    .from(pages)
    .where(
      and(
        eq(pages.siteId, options.siteId),
        ne(pages.status, 'deleted'),
        collectionIs(options.collection),
        options.exceptPageId ? ne(pages.id, options.exceptPageId) : undefined,
        or(...entries.map(([locale, slug]) => slugIn(locale, slug))),
      ),
    );
  return entries
    .filter(([locale, slug]) => rows.some((row) => row.draft.slug[locale] === slug || row.published?.slug[locale] === slug))
    .map(([locale]) => locale);
}

/** Refuses (409) slugs another page of the site and collection already takes in that language. */
export async function assertSlugsFree(tx: Transaction, options: Parameters<typeof takenSlugLocales>[1]): Promise<void> {
  if ((await takenSlugLocales(tx, options)).length > 0) throw new AppError('CONFLICT', 'pages.slugExists');
}
