import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getDb } from '@/server/db/client';
import { reportRender } from '@/server/platform/render-report';
import { REQUEST_ID_HEADER } from '@/server/platform/request-headers';
import { resolveSiteByHost } from '@/server/services/sites/resolve-site';
import { type Locale, isLocale } from '@/shared/locales';
import { FORM_SIGN_IN_PATH, safeNextPath } from '@/server/services/auth/sign-in-paths';
import { LoginForm, type SignInTexts } from '@/site/LoginForm.client';
import { publicT, signInTexts, statusTexts } from '@/site/public-texts';
import { StatusView } from '@/site/StatusView';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ next?: string; error?: string }> };

export const dynamic = 'force-dynamic';

const localeOf = (value: string): Locale => (isLocale(value) ? value : 'de');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: publicT(localeOf(locale))('signIn.title'), robots: { index: false, follow: false } };
}

/** The message of a failed form-post sign-in (JavaScript off), which comes back here. */
function signInError(error: string | undefined, texts: SignInTexts): string | null {
  if (error === 'rate') return texts.tooManyAttempts;
  return error === 'failed' ? texts.failed : null;
}

/** The system page `login` of every site. */
export default async function LoginPage({ params, searchParams }: Props) {
  const locale = localeOf((await params).locale);
  const t = publicT(locale);
  const query = await searchParams;
  const requestHeaders = await headers();
  const site = await resolveSiteByHost(requestHeaders.get('host'), getDb());
  if (!site) {
    reportRender(requestHeaders.get(REQUEST_ID_HEADER), { cacheable: false, tags: [], locale, unlockCookie: null, status: 404 });
    return <StatusView {...statusTexts('unknown-site', locale)} />;
  }
  const texts = signInTexts(locale);
  return (
    <main id="main" className="grid min-h-screen place-items-center bg-neutral-50 px-6">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-xl ring-1 ring-black/5">
        <p className="text-sm font-medium uppercase tracking-wide text-neutral-500">{site.name}</p>
        <h1 className="mt-1 text-2xl font-semibold">{t('signIn.title')}</h1>
        <LoginForm t={texts} locale={locale} next={safeNextPath(query.next, locale)} action={FORM_SIGN_IN_PATH} error={signInError(query.error, texts)} />
      </div>
    </main>
  );
}
