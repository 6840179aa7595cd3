import type { Metadata } from 'next';
import { TWO_FACTOR_SIGN_IN_FORM_PATH } from '@/server/services/auth/account-paths';
import { safeNextPath } from '@/server/services/auth/sign-in-paths';
import { AuthCard } from '@/site/account/AuthCard';
import { passwordResetT, twoFactorTexts } from '@/site/account/password-reset-texts';
import { type TwoFactorError, TwoFactorCodeForm } from '@/site/account/TwoFactorCodeForm.client';
import { accountPageHost, localeOf } from '../../_account/host-page';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ next?: string; error?: string }> };

export const dynamic = 'force-dynamic';

const ERRORS: readonly TwoFactorError[] = ['code', 'rate', 'expired'];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: passwordResetT(localeOf((await params).locale))('twoFactor.title'), robots: { index: false, follow: false } };
}

/** The sign-in's second step after a form-post sign-in (JavaScript off): the app's code or a backup code. */
export default async function TwoFactorSignInPage({ params, searchParams }: Props) {
  const locale = localeOf((await params).locale);
  const host = await accountPageHost(locale);
  if ('unknown' in host) return host.unknown;
  const query = await searchParams;
  const next = safeNextPath(query.next, locale);
  const error = ERRORS.find((known) => known === query.error) ?? null;
  const t = twoFactorTexts(locale);
  return (
    <AuthCard hostName={host.name} title={t.title}>
      <TwoFactorCodeForm
        t={t}
        locale={locale}
        next={next}
        action={TWO_FACTOR_SIGN_IN_FORM_PATH}
        loginHref={`/${locale}/login?${new URLSearchParams({ next })}`}
        error={error}
      />
    </AuthCard>
  );
}
