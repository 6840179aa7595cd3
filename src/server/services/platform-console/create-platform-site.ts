import { eq } from 'drizzle-orm';
import { type EditorLocale, isEditorLocale } from '../../../shared/i18n/config';
import type { PlatformCreateErrorKey, PlatformCreateSite } from '../../../shared/schemas/platform';
import type { Database } from '../../db/client';
import { siteDomains, user } from '../../db/schema';
import { AppError, type AppErrorCode } from '../../platform/app-error';
import type { SessionUser } from '../../platform/auth';
import { invalidateCacheTags, siteTag } from '../../platform/cache-tags';
import { getConfig } from '../../platform/config';
import { siteOrigin } from '../../platform/site-origin';
import { queueAccountMail } from '../account-mail/queue-account-mail';
import { checkSiteSlug } from '../onboarding/check-site-slug';
import { insertWizardSite, isUniqueViolation } from '../onboarding/create-site-from-wizard';
import { storeInvitation } from '../team/invite-member';
import { queueInvitationMail } from '../team/send-invitation-mail';

/** A refusal of the console's "new website" form: a message key and the field it belongs to. */
export class PlatformCreateRefusal extends AppError {
  constructor(
    code: AppErrorCode,
    readonly messageKey: PlatformCreateErrorKey,
    readonly field: 'address' | null,
  ) {
    super(code, { text: messageKey });
  }
}

export type PlatformSiteCreated = { siteId: string; host: string; owner: 'invited' | 'added' };

/** The typed address as a host: a label becomes `{label}.{PLATFORM_DOMAIN}`; a host must be free. */
async function freeHost(db: Database, address: string): Promise<string> {
  if (!address.includes('.')) {
    if (!getConfig().PLATFORM_DOMAIN) throw new PlatformCreateRefusal('BAD_REQUEST', 'addressNeedsHost', 'address');
    const check = await checkSiteSlug(db, address);
    if (check.problem) throw new PlatformCreateRefusal(check.problem === 'slugTaken' ? 'CONFLICT' : 'BAD_REQUEST', check.problem, 'address');
    return check.host;
  }
  const [taken] = await db.select({ host: siteDomains.host }).from(siteDomains).where(eq(siteDomains.host, address)).limit(1);
  if (taken) throw new PlatformCreateRefusal('CONFLICT', 'slugTaken', 'address');
  return address;
}

/** The language of the owner's mail: their editor language when the site speaks one, else the admin's. */
function mailLocale(request: PlatformCreateSite, adminLanguage: EditorLocale): EditorLocale {
  if (isEditorLocale(request.defaultLocale)) return request.defaultLocale;
  return request.locales.find(isEditorLocale) ?? adminLanguage;
}

/**
 * A platform admin creates a site as the wizard does (its pages, published, from the business
 * kind's start), for an owner named by e-mail: an address without an account gets the site's
 * owner invitation (a 7-day link to set a name and password on the new host); an account that
 * exists becomes owner at once and gets a notice. One transaction: mail and rows, or nothing.
 */
export async function createPlatformSite(db: Database, options: { request: PlatformCreateSite; admin: SessionUser; now?: Date }): Promise<PlatformSiteCreated> {
  const { request, admin } = options;
  const host = await freeHost(db, request.address);
  const locale = mailLocale(request, request.locale);
  const input = {
    businessName: request.name,
    locales: request.locales,
    defaultLocale: request.defaultLocale,
    businessKind: request.businessKind,
    start: request.businessKind === 'other' ? ('empty' as const) : ('optician' as const),
  };
  try {
    const created = await db.transaction(async (tx) => {
      const [account] = await tx.select({ id: user.id, name: user.name }).from(user).where(eq(user.email, request.ownerEmail)).limit(1);
      const site = await insertWizardSite(tx, { input, host, ownerId: account?.id ?? null, authorId: admin.id });
      const mailSite = { id: site.id, name: site.name, primaryHost: host, defaultLocale: site.defaultLocale };
      const platform = getConfig().PLATFORM_DOMAIN ?? host;
      if (account) {
        const url = `${siteOrigin(host)}/${site.defaultLocale}/edit`;
        await queueAccountMail(tx, {
          kind: 'siteOwnerNotice',
          to: request.ownerEmail,
          name: account.name,
          locale,
          url,
          platform,
          site: site.name,
          siteId: site.id,
        });
        return { siteId: site.id, host, owner: 'added' as const };
      }
      const { token } = await storeInvitation(tx, {
        siteId: site.id,
        email: request.ownerEmail,
        role: 'owner',
        invitedBy: admin.id,
        locale,
        now: options.now ?? new Date(),
      });
      await queueInvitationMail(tx, { site: mailSite, to: request.ownerEmail, role: 'owner', token, inviter: admin.name || admin.email, locale });
      return { siteId: site.id, host, owner: 'invited' as const };
    });
    invalidateCacheTags([siteTag(created.siteId)]);
    return created;
  } catch (error) {
    // Another form or wizard took the address between the check and the insert.
    if (isUniqueViolation(error) || (error instanceof AppError && error.key === 'admin.hostInUse'))
      throw new PlatformCreateRefusal('CONFLICT', 'slugTaken', 'address');
    throw error;
  }
}
