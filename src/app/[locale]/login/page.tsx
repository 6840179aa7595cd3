import { headers } from 'next/headers';
import { MetadataTags } from '@/app/_live-render/head-tags';
import { composeSignInPage } from '@/app/_live-render/sign-in-page';
import { reportRender } from '@/server/platform/render-report';
import { REQUEST_ID_HEADER } from '@/server/platform/request-headers';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ next?: string; error?: string; notice?: string }> };

export const dynamic = 'force-dynamic';

/**
 * The system page `login` of every site when our renderer is not built: the same composition
 * (`composeSignInPage`), head tags included. With a built renderer the front handler answers it.
 */
export default async function LoginPage({ params, searchParams }: Props) {
  const query = await searchParams;
  const requestHeaders = await headers();
  const page = await composeSignInPage(requestHeaders, (await params).locale, {
    next: query.next ?? null,
    error: query.error ?? null,
    notice: query.notice ?? null,
  });
  if (page.kind === 'redirect') return null;
  reportRender(requestHeaders.get(REQUEST_ID_HEADER), page.report);
  return (
    <>
      <MetadataTags metadata={page.metadata} />
      {page.body}
    </>
  );
}
