import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { BusinessProfile } from '../../../shared/content/business';
import type { BusinessAnswer } from '../../../shared/schemas/business';
import type { Queryable } from '../../db/client';
import { branches, businessProfiles, media, sites, staffMembers } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { LISTED_BUSINESSES_TAG, invalidateCacheTags, siteTag } from '../../platform/cache-tags';
import { getBusinessProfile } from './get-business-profile';

function checkShape(profile: BusinessProfile): void {
  const ids = [...profile.branches.map((b) => b.id), ...profile.staff.map((s) => s.id)];
  if (new Set(ids).size !== ids.length) throw new AppError('BAD_REQUEST', 'business.duplicateId');
}

/** Ids in the profile that already belong to another site: never updated, refused like duplicates. */
async function checkOwnership(db: Queryable, siteId: string, profile: BusinessProfile): Promise<void> {
  const branchIds = profile.branches.map((b) => b.id);
  const staffIds = profile.staff.map((s) => s.id);
  const foreign = [
    ...(branchIds.length
      ? await db
          .select({ id: branches.id })
          .from(branches)
          .where(and(inArray(branches.id, branchIds), sql`${branches.siteId} <> ${siteId}`))
      : []),
    ...(staffIds.length
      ? await db
          .select({ id: staffMembers.id })
          .from(staffMembers)
          .where(and(inArray(staffMembers.id, staffIds), sql`${staffMembers.siteId} <> ${siteId}`))
      : []),
  ];
  if (foreign.length > 0) throw new AppError('BAD_REQUEST', 'business.duplicateId');
  const mediaIds = [profile.logoMediaId, ...profile.staff.map((s) => s.photoMediaId)].filter((id): id is string => id !== null);
  if (mediaIds.length > 0) {
    const found = await db
      .select({ id: media.id })
      .from(media)
      .where(and(eq(media.siteId, siteId), eq(media.mediaType, 'image'), inArray(media.id, mediaIds)));
    if (found.length !== new Set(mediaIds).size) throw new AppError('BAD_REQUEST', 'business.unknownMedia');
  }
}

/**
 * Replaces the site's business profile (branches and staff keep their ids, so listings can refer to
 * them; missing ones are deleted). Live data: the site's pages are rendered anew afterwards.
 * `version` null skips the stale check (the operator's import).
 */
export async function saveBusinessProfile(
  db: Queryable,
  options: { siteId: string; profile: BusinessProfile; version: number | null },
): Promise<BusinessAnswer> {
  const { siteId, profile, version } = options;
  checkShape(profile);
  let wasListed = false;
  const answer = await db.transaction(async (tx) => {
    await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).for('update');
    const [current] = await tx
      .select({ version: businessProfiles.version, listed: businessProfiles.listed })
      .from(businessProfiles)
      .where(eq(businessProfiles.siteId, siteId));
    wasListed = current?.listed ?? false;
    if (version !== null && (current?.version ?? 0) !== version) throw new AppError('CONFLICT', 'business.stale');
    await checkOwnership(tx, siteId, profile);
    const nextVersion = (current?.version ?? 0) + 1;
    const row = {
      companyName: profile.companyName,
      logoMediaId: profile.logoMediaId,
      programs: profile.programs,
      listed: profile.listed,
      version: nextVersion,
      updatedAt: new Date(),
    };
    await tx
      .insert(businessProfiles)
      .values({ siteId, ...row })
      .onConflictDoUpdate({ target: businessProfiles.siteId, set: row });

    const keepBranches = profile.branches.map((b) => b.id);
    await tx.delete(branches).where(and(eq(branches.siteId, siteId), keepBranches.length ? notInArray(branches.id, keepBranches) : sql`true`));
    for (const [position, branch] of profile.branches.entries()) {
      const { id, coordinates, ...rest } = branch;
      const values = { ...rest, position, lat: coordinates?.lat ?? null, lng: coordinates?.lng ?? null, updatedAt: new Date() };
      await tx
        .insert(branches)
        .values({ id, siteId, ...values })
        .onConflictDoUpdate({ target: branches.id, set: values });
    }
    const keepStaff = profile.staff.map((s) => s.id);
    await tx.delete(staffMembers).where(and(eq(staffMembers.siteId, siteId), keepStaff.length ? notInArray(staffMembers.id, keepStaff) : sql`true`));
    for (const [position, member] of profile.staff.entries()) {
      const { id, ...rest } = member;
      const values = { ...rest, position, updatedAt: new Date() };
      await tx
        .insert(staffMembers)
        .values({ id, siteId, ...values })
        .onConflictDoUpdate({ target: staffMembers.id, set: values });
    }
    // The add-section dialog's health-optics restriction reads the site's flag.
    await tx.update(sites).set({ healthOptics: profile.programs.healthOptics.active }).where(eq(sites.id, siteId));
    return getBusinessProfile(tx, { siteId });
  });
  // Footer, contact boxes and reviews read the profile on every page; every site's directory shows
  // a listed business (and must drop one that stops being listed).
  invalidateCacheTags(wasListed || profile.listed ? [siteTag(siteId), LISTED_BUSINESSES_TAG] : [siteTag(siteId)]);
  return answer;
}
