import type { Metadata } from 'next';
import { RESET_PASSWORD_FORM_PATH } from '@/server/services/auth/account-paths';
import { InvalidResetLinkView, type ResetError, ResetPasswordView } from '@/site/account/ResetPasswordView';
import { passwordResetT } from '@/site/account/password-reset-texts';
import { accountPageHost, localeOf } from '../_account/host-page';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string; error?: string }> };

export const dynamic = 'force-dynamic';

const RESET_ERRORS: readonly ResetError[] = ['tooShort', 'tooLong', 'common', 'mismatch', 'rate'];
const isResetError = (value: string | undefined): value is ResetError => RESET_ERRORS.includes(value as ResetError);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // The token is in this page's URL: no referrer may carry it anywhere.
  return { title: passwordResetT(localeOf((await params).locale))('reset.title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * Where the mail's link lands (through better-auth's check): `?token=…` gives the new-password form,
 * `?error=INVALID_TOKEN` (expired or used) the page that offers a new link.
 */
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const locale = localeOf((await params).locale);
  const host = await accountPageHost(locale);
  if ('unknown' in host) return host.unknown;
  const query = await searchParams;
  const t = passwordResetT(locale);
  if (!query.token || query.error === 'INVALID_TOKEN') return <InvalidResetLinkView t={t} hostName={host.name} locale={locale} />;
  return (
    <ResetPasswordView
      t={t}
      hostName={host.name}
      locale={locale}
      action={RESET_PASSWORD_FORM_PATH}
      token={query.token}
      error={isResetError(query.error) ? query.error : null}
    />
  );
}
