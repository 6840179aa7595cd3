import Negotiator from 'negotiator';
import { getDb } from '@/server/db/client';
import { resolveSiteByHost } from '@/server/services/sites/resolve-site';
import { unknownSiteHtml } from '@/site/unknown-site-html';

export const dynamic = 'force-dynamic';

/** `/` sends visitors to their best language among the site's (Accept-Language, else the default). */
export async function GET(request: Request): Promise<Response> {
  const site = await resolveSiteByHost(request.headers.get('host'), getDb());
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
