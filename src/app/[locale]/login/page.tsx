import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getDb } from '@/server/db/client';
import { reportRender } from '@/server/platform/render-report';
import { REQUEST_ID_HEADER } from '@/server/platform/request-headers';
import { resolveSiteByHost } from '@/server/services/sites/resolve-site';
import { type Locale, isLocale } from '@/shared/locales';
import { LoginForm } from '@/site/LoginForm.client';
import { publicT, signInTexts, statusTexts } from '@/site/public-texts';
import { StatusView } from '@/site/StatusView';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ next?: string }> };

export const dynamic = 'force-dynamic';

const localeOf = (value: string): Locale => (isLocale(value) ? value : 'de');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: publicT(localeOf(locale))('signIn.title'), robots: { index: false, follow: false } };
}

/** Only same-site paths are followed after sign-in (no open redirect). */
function safeNext(next: string | undefined, locale: Locale): string {
  return next && /^\/[a-z]{2}(\/|$)/.test(next) && !next.startsWith('//') ? next : `/${locale}/edit`;
}

/** The system page `login` of every site. */
export default async function LoginPage({ params, searchParams }: Props) {
  const locale = localeOf((await params).locale);
  const t = publicT(locale);
  const requestHeaders = await headers();
  const site = await resolveSiteByHost(requestHeaders.get('host'), getDb());
  if (!site) {
    reportRender(requestHeaders.get(REQUEST_ID_HEADER), { cacheable: false, tags: [], locale, unlockCookie: null, status: 404 });
    return <StatusView {...statusTexts('unknown-site', locale)} />;
  }
  return (
    <main id="main" className="grid min-h-screen place-items-center bg-neutral-50 px-6">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-xl ring-1 ring-black/5">
        <p className="text-sm font-medium uppercase tracking-wide text-neutral-500">{site.name}</p>
        <h1 className="mt-1 text-2xl font-semibold">{t('signIn.title')}</h1>
        <LoginForm t={signInTexts(locale)} next={safeNext((await searchParams).next, locale)} />
      </div>
    </main>
  );
}
