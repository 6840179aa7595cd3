import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getDb } from '@/server/db/client';
import { getSessionUser } from '@/server/platform/auth';
import { reportRender } from '@/server/platform/render-report';
import { REQUEST_ID_HEADER } from '@/server/platform/request-headers';
import { resolveSiteByHost } from '@/server/services/sites/resolve-site';
import { findInvitation } from '@/server/services/team/find-invitation';
import { type Locale, isLocale } from '@/shared/locales';
import { InvitationView, invitationPageTitle, invitationStateTexts } from '@/site/invitation/InvitationView';
import { statusTexts } from '@/site/public-texts';
import { StatusView } from '@/site/StatusView';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[]; error?: string | string[] }> };

export const dynamic = 'force-dynamic';

const localeOf = (value: string): Locale => (isLocale(value) ? value : 'de');
const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: invitationPageTitle(localeOf(locale)), robots: { index: false, follow: false } };
}

/**
 * The accept page of a site invitation: `/{locale}/invitation?token=…` on the site's host. A valid
 * token shows the site and role and the ways to accept; any other says why the link does not work.
 */
export default async function InvitationPage({ params, searchParams }: Props) {
  const locale = localeOf((await params).locale);
  const query = await searchParams;
  const requestHeaders = await headers();
  const requestId = requestHeaders.get(REQUEST_ID_HEADER);
  const never = { cacheable: false, tags: [], locale, unlockCookie: null };
  const site = await resolveSiteByHost(requestHeaders.get('host'), getDb());
  if (!site) {
    reportRender(requestId, { ...never, status: 404 });
    return <StatusView {...statusTexts('unknown-site', locale)} />;
  }
  const token = single(query.token);
  const invitation = await findInvitation(getDb(), { siteId: site.id, token });
  if (invitation.state !== 'valid') {
    reportRender(requestId, { ...never, status: 410 });
    return <StatusView {...invitationStateTexts(locale, invitation.state)} homeHref={`/${locale}/login`} />;
  }
  reportRender(requestId, never);
  const user = await getSessionUser(requestHeaders);
  return (
    <InvitationView
      locale={locale}
      siteName={site.name}
      token={token}
      invitation={{ email: invitation.email, role: invitation.role, inviter: invitation.inviter }}
      signedInEmail={user?.email ?? null}
      error={single(query.error) || null}
    />
  );
}
