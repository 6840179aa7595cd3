import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import CatchAllPage from '../[[...path]]/page';
import { getDb } from '@/server/db/client';
import { getConfig } from '@/server/platform/config';
import { isPlatformHost } from '@/server/platform/platform-host';
import { FORM_RETURN_COOKIE, readFormReturn } from '@/server/services/forms/form-return-cookie';
import { findPlatformInvitation } from '@/server/services/signup/platform-invitations';
import { type Locale, isLocale } from '@/shared/locales';
import { CardLink, CardText, PlatformCard } from '@/site/signup/PlatformCard';
import { ResendForm } from '@/site/signup/ResendForm';
import { SignupForm } from '@/site/signup/SignupForm.client';
import { signupFormTexts, signupT } from '@/site/signup/signup-texts';

type Query = { form?: string; sent?: string; resent?: string; resend?: string; invitation?: string };
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Query> };

export const dynamic = 'force-dynamic';

const localeOf = (value: string): Locale => (isLocale(value) ? value : 'de');
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** On a site's host this path is an ordinary (unknown) page: the site's own 404. */
const asSitePage = (locale: string) => ({ params: Promise.resolve({ locale, path: ['signup'] }), searchParams: Promise.resolve({}) });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  // On a site's host the site's 404 writes its own head tags (composePublicPage).
  if (!isPlatformHost((await headers()).get('host'))) return {};
  return { title: signupT(localeOf(locale))('title'), robots: { index: false, follow: false } };
}

/** `/{locale}/signup` on the platform host: the form, or what SIGNUP and the last step say instead. */
export default async function SignupPage({ params, searchParams }: Props) {
  const raw = (await params).locale;
  const requestHeaders = await headers();
  if (!isPlatformHost(requestHeaders.get('host'))) return <CatchAllPage {...asSitePage(raw)} />;
  const locale = localeOf(raw);
  const t = signupT(locale);
  const query = await searchParams;
  const platform = getConfig().PLATFORM_DOMAIN ?? '';
  const login = <CardLink href={`/${locale}/login?next=${encodeURIComponent(`/${locale}/new-site`)}`}>{t('signIn')}</CardLink>;
  const returned = readFormReturn(query.form, (await cookies()).get(FORM_RETURN_COOKIE)?.value, getConfig().authSecret);

  if (query.sent) {
    return (
      <PlatformCard platform={platform} title={t('checkMailTitle')}>
        <CardText>{t('checkMailText')}</CardText>
      </PlatformCard>
    );
  }
  if (query.resent) {
    return (
      <PlatformCard platform={platform} title={t('resentTitle')}>
        <CardText>{t('resentText')}</CardText>
      </PlatformCard>
    );
  }
  if (query.resend) {
    const back = returned?.groupId === 'resend' ? returned : null;
    return (
      <PlatformCard platform={platform} title={t('verifyTitle')}>
        <CardText>{t('verifyMissingText')}</CardText>
        {back?.error ? (
          <p role="alert" className="mt-4 text-sm text-red-700">
            {back.error}
          </p>
        ) : null}
        <ResendForm locale={locale} label={t('email')} submit={t('resendSubmit')} error={back?.fieldErrors.email} email={text(back?.values.email)} />
      </PlatformCard>
    );
  }

  const mode = getConfig().SIGNUP;
  if (mode === 'closed') {
    return (
      <PlatformCard platform={platform} title={t('closedTitle')}>
        <CardText>{t('closedText')}</CardText>
        <p className="mt-6">{login}</p>
      </PlatformCard>
    );
  }
  const invitation = mode === 'invite' ? await findPlatformInvitation(getDb(), query.invitation) : null;
  if (mode === 'invite' && !invitation) {
    return (
      <PlatformCard platform={platform} title={t('inviteOnlyTitle')}>
        <CardText>{query.invitation ? t('errors.invitationInvalid') : t('inviteOnlyText')}</CardText>
        <p className="mt-6">{login}</p>
      </PlatformCard>
    );
  }
  const back = returned?.groupId === 'signup' ? returned : null;
  return (
    <PlatformCard platform={platform} title={t('title')}>
      <CardText>{t('intro')}</CardText>
      <SignupForm
        t={signupFormTexts(locale)}
        locale={locale}
        action="/api/v1/signup/form"
        invitation={invitation ? (query.invitation ?? null) : null}
        invitedEmail={invitation?.email ?? null}
        initial={{
          values: { name: text(back?.values.name), email: text(back?.values.email), terms: back?.values.terms === true },
          fieldErrors: back?.fieldErrors ?? {},
          error: back?.error ?? null,
        }}
      />
      <p className="mt-6 text-sm">
        {t('haveAccount')} {login}
      </p>
    </PlatformCard>
  );
}
