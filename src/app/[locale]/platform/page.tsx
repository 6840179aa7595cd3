import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import CatchAllPage from '../[[...path]]/page';
import { getDb } from '@/server/db/client';
import { getSessionUser } from '@/server/platform/auth';
import { apiMessage, isApiKey } from '@/server/platform/app-error';
import { getConfig } from '@/server/platform/config';
import { reportRender } from '@/server/platform/render-report';
import { REQUEST_ID_HEADER } from '@/server/platform/request-headers';
import { FORM_RETURN_COOKIE, readFormReturn } from '@/server/services/forms/form-return-cookie';
import { PLATFORM_SITES_PAGE, getPlatformSite, listPlatformSites } from '@/server/services/platform-console/list-platform-sites';
import { PLATFORM_USERS_PAGE, listPlatformUsers } from '@/server/services/platform-console/list-platform-users';
import { listConsoleAuditLog } from '@/server/services/audit/list-audit-events';
import { isConsoleHost, isPlatformAdmin } from '@/server/services/platform-console/platform-admin';
import { getMediaLimits } from '@/server/services/media/storage-quota';
import { getEditorLanguage } from '@/server/services/users/get-editor-language';
import { DISPLAY_TIME_ZONE, type EditorLocale, intlTag, isEditorLocale } from '@/shared/i18n/config';
import { formatStorage } from '@/shared/i18n/format-storage';
import { ZConsoleAuditQuery } from '@/shared/schemas/audit';
import { CONSOLE_NOTICES, CONSOLE_RETURN_FORMS, ZConsoleSearch, ZPlatformSiteIdParam } from '@/shared/schemas/platform';
import { consoleT } from '@/site/platform/console-texts';
import { ConsoleView } from '@/site/platform/ConsoleView';
import { AuditSection } from '@/site/platform/AuditSection';
import { CreateSiteForm } from '@/site/platform/CreateSiteForm';
import { ImportSiteForm } from '@/site/platform/SiteTransferForms';
import { SitesSection } from '@/site/platform/SitesSection';
import { UsersSection } from '@/site/platform/UsersSection';
import { statusTexts } from '@/site/public-texts';
import { StatusView } from '@/site/StatusView';
import { localeOf } from '../_account/host-page';

type Query = { q?: string; uq?: string; site?: string; notice?: string; error?: string; form?: string } & Record<
  'asite' | 'aaction' | 'aactor' | 'afrom' | 'ato' | 'apage',
  string | undefined
>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Query> };

export const dynamic = 'force-dynamic';

const asSitePage = (locale: string) => ({ params: Promise.resolve({ locale, path: ['platform'] }), searchParams: Promise.resolve({}) });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const language = isEditorLocale(locale) ? locale : 'de';
  return { title: consoleT(language)('page.title'), robots: { index: false, follow: false } };
}

/**
 * `/{locale}/platform`, the platform console (issue 34), for the accounts of PLATFORM_ADMIN_EMAILS
 * on the platform host (any host when PLATFORM_DOMAIN is unset). There, anyone else signs in first
 * or gets the 404 page; on other hosts the path is the site's own (its page or its 404).
 */
export default async function PlatformConsolePage({ params, searchParams }: Props) {
  const raw = (await params).locale;
  const requestHeaders = await headers();
  const host = requestHeaders.get('host');
  if (!isConsoleHost(host)) return <CatchAllPage {...asSitePage(raw)} />;
  const locale = localeOf(raw);
  const user = await getSessionUser(requestHeaders);
  const onPlatformHost = Boolean(getConfig().PLATFORM_DOMAIN);
  if (!user && onPlatformHost) redirect(`/${locale}/login?${new URLSearchParams({ next: `/${locale}/platform` })}`);
  if (!user || !isPlatformAdmin(user.email)) {
    if (!onPlatformHost) return <CatchAllPage {...asSitePage(raw)} />;
    reportRender(requestHeaders.get(REQUEST_ID_HEADER), { cacheable: false, tags: [], locale, unlockCookie: null, status: 404 });
    return <StatusView {...statusTexts('not-found', locale)} />;
  }

  const language: EditorLocale = (await getEditorLanguage(getDb(), { userId: user.id })) ?? (isEditorLocale(locale) ? locale : 'de');
  const t = consoleT(language);
  const dates = new Intl.DateTimeFormat(intlTag(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: DISPLAY_TIME_ZONE });
  const query = await searchParams;
  const q = ZConsoleSearch.parse(query.q ?? '');
  const detailId = ZPlatformSiteIdParam.safeParse({ siteId: query.site });
  const uq = ZConsoleSearch.parse(query.uq ?? '');
  const audit = ZConsoleAuditQuery.parse(query);
  const [sites, detail, users, auditLog] = await Promise.all([
    listPlatformSites(getDb(), { query: q }),
    detailId.success ? getPlatformSite(getDb(), detailId.data.siteId) : Promise.resolve(null),
    listPlatformUsers(getDb(), { query: uq }),
    listConsoleAuditLog(getDb(), audit),
  ]);
  const notice = CONSOLE_NOTICES.find((known) => known === query.notice) ?? null;
  // A refusal comes back as its key of the `api` catalogue: only a known key is shown.
  const error = query.error && isApiKey(query.error) ? apiMessage(language, query.error) : null;
  // A refused "new website" or import post: its typed values and sentences (form-return cookie).
  const returned = readFormReturn(query.form, (await cookies()).get(FORM_RETURN_COOKIE)?.value, getConfig().authSecret);
  const returnedTo = (form: string) => (returned?.groupId === form ? returned : null);
  return (
    <ConsoleView t={t} language={language} hostName={host ?? ''} email={user.email} locale={language} notice={notice} error={error}>
      <SitesSection
        t={t}
        locale={language}
        q={q}
        sites={sites}
        limit={PLATFORM_SITES_PAGE}
        detail={detail}
        formatDate={(date) => dates.format(date)}
        formatBytes={(bytes) => formatStorage(bytes, language)}
        defaultQuotaBytes={getMediaLimits().quotaBytes}
      />
      <CreateSiteForm
        t={t}
        locale={language}
        q={q}
        platformDomain={getConfig().PLATFORM_DOMAIN ?? null}
        returned={returnedTo(CONSOLE_RETURN_FORMS.createSite)}
      />
      <ImportSiteForm t={t} locale={language} q={q} returned={returnedTo(CONSOLE_RETURN_FORMS.importSite)} />
      <UsersSection t={t} locale={language} q={uq} users={users} limit={PLATFORM_USERS_PAGE} formatDate={(date) => dates.format(date)} />
      <AuditSection t={t} locale={language} filter={audit} {...auditLog} formatDate={(date) => dates.format(date)} />
    </ConsoleView>
  );
}
