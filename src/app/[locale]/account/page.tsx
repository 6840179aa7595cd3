import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/server/db/client';
import { loadAccountOverview } from '@/server/services/account/account-overview';
import { ACCOUNT_FORM_BASE } from '@/server/services/auth/account-paths';
import { getSessionUser } from '@/server/platform/auth';
import { getEditorLanguage } from '@/server/services/users/get-editor-language';
import { DISPLAY_TIME_ZONE, type EditorLocale, intlTag } from '@/shared/i18n/config';
import { accountT } from '@/site/account/account-texts';
import { type AccountQuery, AccountView } from '@/site/account/AccountView';
import { accountPageHost, localeOf } from '../_account/host-page';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<AccountQuery & { codes?: string }> };

export const dynamic = 'force-dynamic';

/** The editor language of whoever asks (their choice, else German): the page speaks it. */
async function pageLanguage(): Promise<EditorLocale> {
  const user = await getSessionUser(await headers());
  return (user && (await getEditorLanguage(getDb(), { userId: user.id }))) || 'de';
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: accountT(await pageLanguage())('page.title'), robots: { index: false, follow: false } };
}

/** The signed-in person's account (from the editor's toolbar); anyone else goes to the login page first. */
export default async function AccountPage({ params, searchParams }: Props) {
  const locale = localeOf((await params).locale);
  const host = await accountPageHost(locale);
  if ('unknown' in host) return host.unknown;
  const query = await searchParams;
  const overview = await loadAccountOverview(getDb(), { headers: await headers(), codesNotice: query.codes });
  if (!overview) redirect(`/${locale}/login?${new URLSearchParams({ next: `/${locale}/account` })}`);
  const language = (await getEditorLanguage(getDb(), { userId: overview.user.id })) ?? 'de';
  const dates = new Intl.DateTimeFormat(intlTag(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: DISPLAY_TIME_ZONE });
  return (
    <AccountView
      t={accountT(language)}
      language={language}
      locale={locale}
      formBase={ACCOUNT_FORM_BASE}
      hostName={host.name}
      backHref={host.kind === 'site' ? `/${locale}/edit` : null}
      data={{
        name: overview.user.name,
        email: overview.user.email,
        sessions: overview.sessions.map((session) => ({
          id: session.id,
          browser: session.device.browser,
          system: session.device.system,
          lastSeen: session.lastSeen,
          current: session.current,
        })),
        twoFactor: overview.twoFactor,
        backupCodes: overview.backupCodes,
      }}
      query={query}
      formatDate={(date) => dates.format(date)}
    />
  );
}
