import type { EditorLocale } from '../../../shared/i18n/config';
import type { Queryable } from '../../db/client';
import type { MemberRole } from '../../db/schema';
import { getConfig } from '../../platform/config';
import { siteOrigin } from '../../platform/site-origin';
import { queueAccountMail } from '../account-mail/queue-account-mail';
import type { SiteContext } from '../sites/resolve-site';

/** The accept page on the site's own (primary) host, in the site's default language. */
export function invitationUrl(site: Pick<SiteContext, 'primaryHost' | 'defaultLocale'>, token: string): string {
  return `${siteOrigin(site.primaryHost)}/${site.defaultLocale}/invitation?token=${encodeURIComponent(token)}`;
}

/** Queues the invitation mail in the inviter's editor language (pass the transaction of the invitation). */
export async function queueInvitationMail(
  db: Queryable,
  options: {
    site: Pick<SiteContext, 'id' | 'name' | 'primaryHost' | 'defaultLocale'>;
    to: string;
    role: MemberRole;
    token: string;
    inviter: string;
    locale: EditorLocale;
  },
): Promise<void> {
  const { site } = options;
  await queueAccountMail(db, {
    kind: 'invitation',
    to: options.to,
    locale: options.locale,
    url: invitationUrl(site, options.token),
    platform: getConfig().PLATFORM_DOMAIN ?? site.primaryHost,
    site: site.name,
    inviter: options.inviter,
    role: options.role,
    siteId: site.id,
  });
}
