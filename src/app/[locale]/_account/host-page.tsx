import { headers } from 'next/headers';
import { getDb } from '@/server/db/client';
import { reportRender } from '@/server/platform/render-report';
import { REQUEST_ID_HEADER } from '@/server/platform/request-headers';
import { type AccountHost, accountHost } from '@/server/services/auth/account-host';
import { type Locale, isLocale } from '@/shared/locales';
import { statusTexts } from '@/site/public-texts';
import { StatusView } from '@/site/StatusView';

export const localeOf = (value: string): Locale => (isLocale(value) ? value : 'de');

/**
 * The host an account page answers on (a site's or the platform's), or the unknown-host page to
 * render instead (reported as a 404, like the login page does).
 */
export async function accountPageHost(locale: Locale): Promise<AccountHost | { unknown: React.ReactElement }> {
  const requestHeaders = await headers();
  const host = await accountHost(getDb(), requestHeaders.get('host'));
  if (host) return host;
  reportRender(requestHeaders.get(REQUEST_ID_HEADER), { cacheable: false, tags: [], locale, unlockCookie: null, status: 404 });
  return { unknown: <StatusView {...statusTexts('unknown-site', locale)} /> };
}
