import { eq } from 'drizzle-orm';
import type { NewSiteRequest } from '../../../shared/schemas/onboarding';
import type { Database, Transaction } from '../../db/client';
import { memberships, siteDomains, sites, user } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { invalidateCacheTags, siteTag } from '../../platform/cache-tags';
import { platformSiteHost, platformSlugOf } from '../../platform/platform-host';
import { createSite } from '../sites/create-site';
import { addStarterContent } from '../sites/create-starter-site';
import { PlatformFormRefusal } from '../signup/signup-refusal';
import { checkSiteSlug } from './check-site-slug';
import { addOpticianTemplate } from './optician-template';
import { issueSiteHandoff } from './site-handoff';

export type WizardSite = { siteId: string; host: string; defaultLocale: NewSiteRequest['defaultLocale']; handoffToken: string };

/** Only a person whose address is verified may create a site (no site before verification). */
export async function assertVerifiedUser(db: Database, userId: string): Promise<void> {
  const [row] = await db.select({ verified: user.emailVerified }).from(user).where(eq(user.id, userId)).limit(1);
  if (!row?.verified) throw new PlatformFormRefusal('FORBIDDEN', 'unverified', null);
}

/** A unique violation (PostgreSQL 23505), as the driver or PGlite reports it, possibly wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** What a new site is made of, as the wizard (or the platform console) asks for it. */
export type WizardSiteInput = Pick<NewSiteRequest, 'businessName' | 'locales' | 'defaultLocale' | 'businessKind' | 'start'>;

/**
 * The wizard's rows inside the caller's transaction: the site (name, languages, business kind),
 * its address `host` (primary, verified; kind platform when under PLATFORM_DOMAIN), the owner's
 * membership when there is one already, and the published pages of the chosen start (`authorId`
 * is who they are recorded as made by).
 */
export async function insertWizardSite(
  tx: Transaction,
  options: { input: WizardSiteInput; host: string; ownerId: string | null; authorId: string },
): Promise<{ id: string; name: string; locales: NewSiteRequest['locales']; defaultLocale: NewSiteRequest['defaultLocale'] }> {
  const { input, host } = options;
  const site = await createSite(tx, {
    name: input.businessName,
    hosts: [host],
    locales: input.locales,
    defaultLocale: input.defaultLocale,
    healthOptics: input.businessKind === 'healthOptics',
  });
  await tx.update(sites).set({ businessKind: input.businessKind }).where(eq(sites.id, site.id));
  const kind = platformSlugOf(host) === null ? 'custom' : 'platform';
  await tx.update(siteDomains).set({ kind, isPrimary: true }).where(eq(siteDomains.host, host));
  if (options.ownerId) await tx.insert(memberships).values({ userId: options.ownerId, siteId: site.id, role: 'owner' });
  const templateSite = { id: site.id, name: site.name, locales: site.locales, defaultLocale: site.defaultLocale };
  if (input.start === 'optician') await addOpticianTemplate(tx, { site: templateSite, userId: options.authorId });
  else await addStarterContent(tx, { site: templateSite, userId: options.authorId });
  return templateSite;
}

/**
 * The "Neue Website" wizard's work, in one transaction: the site with its platform address
 * `{slug}.{PLATFORM_DOMAIN}`, the owner's membership, the published pages of the chosen start and
 * the hand-off token to the new host. Anything failing rolls all of it back: no site, no domain,
 * no membership is left behind.
 */
export async function createSiteFromWizard(db: Database, options: { userId: string; request: NewSiteRequest }): Promise<WizardSite> {
  const { userId, request } = options;
  await assertVerifiedUser(db, userId);
  const check = await checkSiteSlug(db, request.slug);
  if (check.problem) throw new PlatformFormRefusal(check.problem === 'slugTaken' ? 'CONFLICT' : 'BAD_REQUEST', check.problem, 'slug');
  const host = platformSiteHost(check.slug);
  try {
    const created = await db.transaction(async (tx) => {
      const site = await insertWizardSite(tx, { input: request, host, ownerId: userId, authorId: userId });
      const handoffToken = await issueSiteHandoff(tx, { userId, siteId: site.id });
      return { siteId: site.id, host, defaultLocale: site.defaultLocale, handoffToken };
    });
    invalidateCacheTags([siteTag(created.siteId)]);
    return created;
  } catch (error) {
    // Another wizard took the address between the check and the insert.
    if (isUniqueViolation(error) || (error instanceof AppError && error.key === 'admin.hostInUse'))
      throw new PlatformFormRefusal('CONFLICT', 'slugTaken', 'slug');
    throw error;
  }
}
