import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { permanentRedirect, redirect } from 'next/navigation';
import { pageReport, searchReport } from '@/app/_live-render/page-report';
import { gameComponents } from '@/game/game-components';
import { reportRender } from '@/server/platform/render-report';
import { CLIENT_IP_HEADER, REQUEST_ID_HEADER } from '@/server/platform/request-headers';
import { pageMetadata } from '@/server/services/rendering/page-metadata';
import { ProtectedPageForm } from '@/site/ProtectedPageForm.client';
import { statusTexts, unlockTexts } from '@/site/public-texts';
import { loadSearchPage } from '@/server/services/rendering/load-search-page';
import { getConfig } from '@/server/platform/config';
import { FORM_RETURN_COOKIE, readFormReturn } from '@/server/services/forms/form-return-cookie';
import { resolvePageRequest } from '@/server/services/rendering/resolve-page-request';
import { pageStructuredData } from '@/server/services/seo/page-structured-data';
import { StructuredData } from '@/site/seo/StructuredData';
import { SearchPage } from '@/site/search/SearchPage';
import { NotFoundPage } from '@/site/NotFoundPage';
import { SitePage } from '@/site/SitePage';
import { StatusView } from '@/site/StatusView';

type Props = { params: Promise<{ locale: string; path?: string[] }>; searchParams: Promise<{ q?: string | string[]; form?: string | string[] }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, path = [] } = await params;
  return pageMetadata(await resolvePageRequest(locale, path));
}

export default async function Page({ params, searchParams }: Props) {
  const { locale, path = [] } = await params;
  const resolved = await resolvePageRequest(locale, path);
  const requestId = (await headers()).get(REQUEST_ID_HEADER);

  switch (resolved.kind) {
    case 'unknown-host':
      reportRender(requestId, { cacheable: false, tags: [], locale: resolved.locale, unlockCookie: null, status: 404, islands: 'none' });
      return <StatusView {...statusTexts('unknown-site', resolved.locale)} />;
    case 'not-found':
      reportRender(requestId, { cacheable: false, tags: [], locale: resolved.locale, unlockCookie: null, status: 404, islands: 'none' });
      return <NotFoundPage site={resolved.site} locale={resolved.locale} chrome={resolved.chrome} media={resolved.media} />;
    case 'sign-in':
      redirect(`/${resolved.locale}/login?next=${encodeURIComponent(resolved.next)}`);
      break;
    case 'redirect':
      // An old slug of a page (308): not reported, so the page cache never stores it.
      permanentRedirect(resolved.location);
      break;
    case 'forbidden':
      reportRender(requestId, { cacheable: false, tags: [], locale: resolved.locale, unlockCookie: null, status: 403, islands: 'none' });
      return <StatusView {...statusTexts('forbidden', resolved.locale)} homeHref={`/${resolved.locale}`} />;
    case 'locked':
      // The password form is a client component: this page hydrates.
      reportRender(requestId, { cacheable: false, tags: [], locale: resolved.locale, unlockCookie: null, status: 401, islands: 'next' });
      return (
        <StatusView {...statusTexts('locked', resolved.locale)}>
          <ProtectedPageForm pageId={resolved.tree.page.id} t={unlockTexts(resolved.locale)} />
        </StatusView>
      );
    case 'page': {
      // The same report as the live renderer's (src/app/_live-render), which renders most such pages without Next.
      const report = pageReport(resolved);
      // The search page lists its results first, above its own blocks (a `q` bypasses the page
      // cache); a visitor over the search limit gets the page with the notice and status 429.
      if (resolved.tree.page.specialKey === 'search') {
        const search = await loadSearchPage(resolved, (await searchParams).q, (await headers()).get(CLIENT_IP_HEADER));
        reportRender(requestId, searchReport(report, search.result.rateLimited));
        return <SitePage resolved={resolved} game={gameComponents} pageStart={<SearchPage locale={resolved.locale} settings={resolved.chrome.settings} {...search} />} />;
      }
      reportRender(requestId, report);
      const structuredData = pageStructuredData(resolved);
      // A form posted without JavaScript came back here (a `form` URL is never cached).
      const formReturn = readFormReturn((await searchParams).form, (await cookies()).get(FORM_RETURN_COOKIE)?.value, getConfig().authSecret);
      return (
        <>
          <SitePage resolved={resolved} game={gameComponents} formReturn={formReturn} />
          {structuredData ? <StructuredData data={structuredData} /> : null}
        </>
      );
    }
  }
}
