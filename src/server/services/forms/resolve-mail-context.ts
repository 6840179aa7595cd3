import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { parseSettings } from '../../../shared/content/settings';
import type { Queryable } from '../../db/client';
import { memberships, sites, user } from '../../db/schema';

const ZAddress = z.email();

function validAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return ZAddress.safeParse(trimmed).success ? trimmed : null;
}

export type MailContext = {
  /** Where the business notification goes; null when the site has no usable address at all. */
  businessAddress: string | null;
  /** The business as visitors know it. */
  companyName: string;
  siteName: string;
};

/**
 * Recipient and sender name of a form's mails, from what is live: the block's contactEmail option,
 * else the published settings' contact e-mail, else the site owner's account address.
 * Never from the request, so the forms cannot be used to mail arbitrary people.
 */
export async function resolveMailContext(db: Queryable, options: { siteId: string; blockEmail: unknown }): Promise<MailContext> {
  const [site] = await db.select({ name: sites.name, publishedSettings: sites.publishedSettings }).from(sites).where(eq(sites.id, options.siteId));
  const settings = parseSettings(site?.publishedSettings ?? {});
  const siteName = site?.name ?? '';
  const companyName = settings.contact.companyName.trim() || siteName;
  const configured = validAddress(options.blockEmail) ?? validAddress(settings.contact.email);
  if (configured) return { businessAddress: configured, companyName, siteName };
  const [owner] = await db
    .select({ email: user.email })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.userId))
    .where(and(eq(memberships.siteId, options.siteId), eq(memberships.role, 'owner')))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  return { businessAddress: validAddress(owner?.email), companyName, siteName };
}
