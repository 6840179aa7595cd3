import type { Metadata } from 'next';
import { FORGOT_PASSWORD_FORM_PATH } from '@/server/services/auth/account-paths';
import { ForgotPasswordView } from '@/site/account/ForgotPasswordView';
import { passwordResetT } from '@/site/account/password-reset-texts';
import { accountPageHost, localeOf } from '../_account/host-page';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ sent?: string; error?: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: passwordResetT(localeOf((await params).locale))('forgot.title'), robots: { index: false, follow: false } };
}

/** "Passwort vergessen?": the e-mail address, then always the same sentence (on a site's host or the platform's). */
export default async function ForgotPasswordPage({ params, searchParams }: Props) {
  const locale = localeOf((await params).locale);
  const host = await accountPageHost(locale);
  if ('unknown' in host) return host.unknown;
  const query = await searchParams;
  const error = query.error === 'email' || query.error === 'rate' ? query.error : null;
  return (
    <ForgotPasswordView
      t={passwordResetT(locale)}
      hostName={host.name}
      locale={locale}
      action={FORGOT_PASSWORD_FORM_PATH}
      sent={query.sent === '1'}
      error={error}
    />
  );
}
