import { asc, eq } from 'drizzle-orm';
import { type Branch, type BusinessProfile, ZBusinessProfile, ZPrograms } from '../../../shared/content/business';
import { normaliseOpeningHours } from '../../../shared/content/opening-hours';
import type { BusinessAnswer } from '../../../shared/schemas/business';
import type { Queryable } from '../../db/client';
import { branches, businessProfiles, staffMembers } from '../../db/schema';

type BranchRow = typeof branches.$inferSelect;

export function branchFromRow(row: BranchRow): Branch {
  return {
    id: row.id,
    name: row.name,
    street: row.street,
    streetNumber: row.streetNumber,
    postcode: row.postcode,
    city: row.city,
    phone: row.phone,
    email: row.email,
    emailOverride: row.emailOverride,
    url: row.url,
    coordinates: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    active: row.active,
    // Stored before issue 31 without closed days, or off the five-minute grid: read as the model.
    openingHours: normaliseOpeningHours(row.openingHours),
  };
}

/** The site's branches in their order (active or not). */
export async function listBranches(db: Queryable, options: { siteId: string }): Promise<Branch[]> {
  const rows = await db.select().from(branches).where(eq(branches.siteId, options.siteId)).orderBy(asc(branches.position), asc(branches.id));
  return rows.map(branchFromRow);
}

/** The business profile (defaults and version 0 for a site that never saved one). */
export async function getBusinessProfile(db: Queryable, options: { siteId: string }): Promise<BusinessAnswer> {
  const { siteId } = options;
  const [[profile], branchList, staff] = await Promise.all([
    db.select().from(businessProfiles).where(eq(businessProfiles.siteId, siteId)),
    listBranches(db, { siteId }),
    db.select().from(staffMembers).where(eq(staffMembers.siteId, siteId)).orderBy(asc(staffMembers.position), asc(staffMembers.id)),
  ]);
  const value: BusinessProfile = ZBusinessProfile.parse({
    companyName: profile?.companyName ?? '',
    logoMediaId: profile?.logoMediaId ?? null,
    programs: ZPrograms.parse(profile?.programs ?? {}),
    listed: profile?.listed ?? false,
    branches: branchList,
    staff: staff.map((row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      function: row.function,
      email: row.email,
      photoMediaId: row.photoMediaId,
    })),
  });
  return { profile: value, version: profile?.version ?? 0 };
}
