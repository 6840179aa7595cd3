import Negotiator from 'negotiator';
import { getDb } from '@/server/db/client';
import { isPlatformHost } from '@/server/platform/platform-host';
import { LOCALES } from '@/shared/locales';
import { resolveSiteByHost } from '@/server/services/sites/resolve-site';
import { unknownSiteHtml } from '@/shared/status-pages/status-page-html';

export const dynamic = 'force-dynamic';

/** `/` sends visitors to their best language among the site's (Accept-Language, else the default); on the platform host to sign-up. */
export async function GET(request: Request): Promise<Response> {
  const site = await resolveSiteByHost(request.headers.get('host'), getDb());
  // The platform host's front door is sign-up (which says so when it is closed, and links to sign-in).
  if (!site && isPlatformHost(request.headers.get('host'))) {
    const language = new Negotiator({ headers: { 'accept-language': request.headers.get('accept-language') ?? '' } }).language([...LOCALES]) ?? 'de';
    return new Response(null, { status: 307, headers: { location: `/${language}/signup`, vary: 'Accept-Language', 'cache-control': 'private, no-cache' } });
  }
  if (!site) {
    return new Response(unknownSiteHtml(request.headers.get('accept-language')), {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const negotiator = new Negotiator({ headers: { 'accept-language': request.headers.get('accept-language') ?? '' } });
  const preferred = request.headers.get('accept-language') ? negotiator.language([...site.locales]) : undefined;
  const locale = preferred && site.locales.includes(preferred as never) ? preferred : site.defaultLocale;
  return new Response(null, {
    status: 307,
    headers: { location: `/${locale}`, vary: 'Accept-Language', 'cache-control': 'private, no-cache' },
  });
}
