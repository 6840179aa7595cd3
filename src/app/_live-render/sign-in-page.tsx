import type { ISLAND_LOADERS } from '@/app/_islands/registry';
import { ForgotPasswordLink, LoginNotice, loginTwoFactorStep } from '@/app/[locale]/_account/login-extras';
import { IslandRoot } from '@/blocks/_shared/island/Island';
import { getDb } from '@/server/db/client';
import { getConfig } from '@/server/platform/config';
import { isPlatformHost } from '@/server/platform/platform-host';
import { FORM_SIGN_IN_PATH, safeNextPath } from '@/server/services/auth/sign-in-paths';
import { resolveSiteByHost } from '@/server/services/sites/resolve-site';
import { siteIconLinks } from '@/shared/constants/site-icons';
import { type Locale, isLocale } from '@/shared/locales';
import { LoginForm, type SignInTexts } from '@/site/LoginForm.client';
import { publicT, signInTexts, statusTexts } from '@/site/public-texts';
import { StatusView } from '@/site/StatusView';
import { signupT } from '@/site/signup/signup-texts';
import type { PublicPage } from './public-page';

/** The island name of the sign-in form (src/app/_islands/registry.ts loads it by this name). */
export const SIGN_IN_FORM_ISLAND = 'signInForm' satisfies keyof typeof ISLAND_LOADERS;

/** What of its query the sign-in page reads: where to continue, a no-JavaScript failure, a notice. */
export type SignInQuery = { next: string | null; error: string | null; notice: string | null };

/** The message of a failed form-post sign-in (JavaScript off), which comes back here. */
function signInError(error: string | null, texts: SignInTexts): string | null {
  if (error === 'rate') return texts.tooManyAttempts;
  if (error === 'disabled') return texts.disabled;
  return error === 'failed' ? texts.failed : null;
}

/**
 * The sign-in page `/{locale}/login` of every site and of the platform host, composed once for our
 * renderer and Next's route (src/app/[locale]/login/page.tsx, used without a built renderer): its
 * form is an island of ours, posting to the no-JavaScript route when it has not hydrated.
 */
export async function composeSignInPage(requestHeaders: Headers, localeParam: string, query: SignInQuery): Promise<PublicPage> {
  const locale: Locale = isLocale(localeParam) ? localeParam : 'de';
  const t = publicT(locale);
  const host = requestHeaders.get('host');
  const site = await resolveSiteByHost(host, getDb());
  // The platform host signs owners in too (to create another site): the wizard is where they go.
  const platform = !site && isPlatformHost(host) ? (getConfig().PLATFORM_DOMAIN ?? null) : null;
  const metadata = { title: t('signIn.title'), robots: { index: false, follow: false }, icons: siteIconLinks(null) };
  const report = { cacheable: false, tags: [], locale, unlockCookie: null };
  if (!site && !platform)
    return { kind: 'document', metadata, report: { ...report, status: 404, islands: 'none' }, body: <StatusView {...statusTexts('unknown-site', locale)} /> };
  const texts = signInTexts(locale);
  const next = platform && !query.next ? `/${locale}/new-site` : safeNextPath(query.next, locale);
  const form = { t: texts, locale, next, action: FORM_SIGN_IN_PATH, error: signInError(query.error, texts), twoFactor: loginTwoFactorStep(locale, next) };
  return {
    kind: 'document',
    metadata,
    report: { ...report, islands: 'own' },
    body: (
      <main id="main" className="grid min-h-screen place-items-center bg-neutral-50 px-6">
        <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-xl ring-1 ring-black/5">
          <p className="text-sm font-medium uppercase tracking-wide text-neutral-500">{site?.name ?? platform}</p>
          <h1 className="mt-1 text-2xl font-semibold">{t('signIn.title')}</h1>
          <LoginNotice locale={locale} notice={query.notice ?? undefined} />
          <IslandRoot wake="load" name={SIGN_IN_FORM_ISLAND} component={LoginForm} props={form} />
          <ForgotPasswordLink locale={locale} />
          {platform && getConfig().SIGNUP !== 'closed' ? (
            <p className="mt-6 text-sm">
              {signupT(locale)('noAccount')}{' '}
              <a href={`/${locale}/signup`} className="font-medium text-primary underline underline-offset-2">
                {signupT(locale)('title')}
              </a>
            </p>
          ) : null}
        </div>
      </main>
    ),
  };
}
