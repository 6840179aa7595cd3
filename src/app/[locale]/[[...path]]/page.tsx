import { cookies, headers } from 'next/headers';
import { permanentRedirect, redirect } from 'next/navigation';
import { MetadataTags } from '@/app/_live-render/head-tags';
import { composePublicPage } from '@/app/_live-render/public-page';
import { reportRender } from '@/server/platform/render-report';
import { CLIENT_IP_HEADER, REQUEST_ID_HEADER } from '@/server/platform/request-headers';
import { FORM_RETURN_COOKIE } from '@/server/services/forms/form-return-cookie';
import { resolvePageRequest } from '@/server/services/rendering/resolve-page-request';

type Props = { params: Promise<{ locale: string; path?: string[] }>; searchParams: Promise<{ q?: string | string[]; form?: string | string[] }> };

export const dynamic = 'force-dynamic';

const first = (value: string | string[] | undefined): string | null => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));

/**
 * Public pages when our renderer is not built (`npm run dev` without it): the same composition
 * (`composePublicPage`), head tags included (React hoists them into the head). With a built
 * renderer the front handler answers every public path itself and this route is never reached.
 */
export default async function Page({ params, searchParams }: Props) {
  const { locale, path = [] } = await params;
  const query = await searchParams;
  const requestHeaders = await headers();
  const page = await composePublicPage(await resolvePageRequest(locale, path), {
    query: first(query.q),
    form: first(query.form),
    formCookie: (await cookies()).get(FORM_RETURN_COOKIE)?.value,
    clientAddress: requestHeaders.get(CLIENT_IP_HEADER),
  });
  if (page.kind === 'redirect') {
    if (page.status === 308) permanentRedirect(page.location);
    redirect(page.location);
  }
  reportRender(requestHeaders.get(REQUEST_ID_HEADER), page.report);
  return (
    <>
      <MetadataTags metadata={page.metadata} />
      {page.body}
    </>
  );
}
