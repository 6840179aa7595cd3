import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ProgramFilter } from '../../../shared/blocks/business-search/definition';
import { ZPrograms } from '../../../shared/content/business';
import { normaliseOpeningHours } from '../../../shared/content/opening-hours';
import type { DirectoryBusiness } from '../../../shared/content/listings';
import { mediaUrl } from '../../../shared/content/media';
import type { Queryable } from '../../db/client';
import { branches, businessProfiles, media, sites } from '../../db/schema';
import { siteOrigin } from '../../platform/site-origin';
import { primaryHostSql } from '../sites/resolve-site';
import { inProgram } from './program-filter';
import { uniqueBusinesses } from './unique-businesses';

/** Logos are shown small: a 320 px WebP variant is plenty (SVGs have no variants and stay as they are). */
const LOGO_VARIANT = { width: 320, format: 'webp' } as const;

/** The directory's order: names as a German reader sorts them ("Äugli" beside "Augen", case ignored). */
const byName = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

function logoUrl(origin: string | null, logo: { id: string | null; extension: string | null }): string | null {
  if (!origin || !logo.id || !logo.extension) return null;
  return `${origin}${logo.extension === 'svg' ? mediaUrl({ id: logo.id, extension: logo.extension }) : mediaUrl({ id: logo.id, extension: logo.extension }, LOGO_VARIANT)}`;
}

/**
 * The platform's businesses that chose to be listed (spec §2.3, §3.3), for the directory block of
 * any site: public data only — name (company name, else site name), logo and address on the
 * business's own site, its active branches with phone and opening hours, its programs. Never
 * e-mail addresses, overrides, staff or inactive branches. Sorted by name; `program` narrows it;
 * a business shown by several sites (copies of a site) is listed once.
 *
 * Logos stay on their own site: media is served per Host (another site's media is a 404 on ours),
 * so the URL is absolute, on the business's primary domain with the platform's public scheme.
 */
export async function listDirectory(db: Queryable, options: { program: ProgramFilter }): Promise<DirectoryBusiness[]> {
  const rows = await db
    .select({
      siteId: businessProfiles.siteId,
      companyName: businessProfiles.companyName,
      programs: businessProfiles.programs,
      siteName: sites.name,
      primaryHost: sql<string | null>`${primaryHostSql(sites.id)}`,
      logoId: media.id,
      logoExtension: media.extension,
    })
    .from(businessProfiles)
    .innerJoin(sites, eq(sites.id, businessProfiles.siteId))
    .leftJoin(media, and(eq(media.id, businessProfiles.logoMediaId), eq(media.siteId, businessProfiles.siteId), eq(media.mediaType, 'image')))
    .where(and(eq(businessProfiles.listed, true), isNull(sites.deletedAt)))
    // Oldest site first: of a business whose site was copied, the original stays (uniqueBusinesses).
    .orderBy(asc(sites.createdAt), asc(sites.id));
  const businesses = rows
    .map((row) => {
      const parsed = ZPrograms.safeParse(row.programs ?? {});
      const programs = parsed.success ? parsed.data : ZPrograms.parse({});
      const origin = row.primaryHost ? siteOrigin(row.primaryHost) : null;
      return {
        id: row.siteId,
        name: row.companyName.trim() || row.siteName,
        logoUrl: logoUrl(origin, { id: row.logoId, extension: row.logoExtension }),
        url: origin ? `${origin}/` : null,
        branches: [] as DirectoryBusiness['branches'],
        programs: { healthOptics: programs.healthOptics.active, frequentlens: programs.frequentlens },
      } satisfies DirectoryBusiness;
    })
    .filter((business) => inProgram(business.programs, options.program));
  if (businesses.length === 0) return [];

  const bySite = new Map(businesses.map((business) => [business.id, business]));
  const branchRows = await db
    .select({
      id: branches.id,
      siteId: branches.siteId,
      name: branches.name,
      street: branches.street,
      streetNumber: branches.streetNumber,
      postcode: branches.postcode,
      city: branches.city,
      phone: branches.phone,
      openingHours: branches.openingHours,
    })
    .from(branches)
    .where(and(eq(branches.active, true), inArray(branches.siteId, [...bySite.keys()])))
    .orderBy(asc(branches.siteId), asc(branches.position), asc(branches.id));
  for (const { siteId, openingHours, ...branch } of branchRows)
    bySite.get(siteId)?.branches.push({ ...branch, openingHours: normaliseOpeningHours(openingHours) });

  return uniqueBusinesses(businesses).sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id));
}
