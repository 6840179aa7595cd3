import { eq } from 'drizzle-orm';
import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import CatchAllPage from '../[[...path]]/page';
import { getDb } from '@/server/db/client';
import { user } from '@/server/db/schema';
import { getSessionUser } from '@/server/platform/auth';
import { getConfig } from '@/server/platform/config';
import { isPlatformHost } from '@/server/platform/platform-host';
import { FORM_RETURN_COOKIE, readFormReturn } from '@/server/services/forms/form-return-cookie';
import { platformHandoffUrl } from '@/server/services/onboarding/site-handoff';
import { getEditorLanguage } from '@/server/services/users/get-editor-language';
import { getTranslator, messagesFor } from '@/shared/i18n/catalogues';
import { type EditorLocale, isEditorLocale } from '@/shared/i18n/config';
import { type Locale, isLocale } from '@/shared/locales';
import { NewSiteForm, type NewSiteValues } from '@/site/onboarding/NewSiteForm.client';
import { wizardValues } from '@/site/onboarding/wizard-values';
import { CardLink, CardText, PlatformCard } from '@/site/signup/PlatformCard';
import { ResendForm } from '@/site/signup/ResendForm';
import { signupT } from '@/site/signup/signup-texts';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ form?: string; error?: string; ready?: string; token?: string }> };

export const dynamic = 'force-dynamic';

const localeOf = (value: string): Locale => (isLocale(value) ? value : 'de');
const asSitePage = (locale: string) => ({ params: Promise.resolve({ locale, path: ['new-site'] }), searchParams: Promise.resolve({}) });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  // On a site's host the site's 404 writes its own head tags (composePublicPage).
  if (!isPlatformHost((await headers()).get('host'))) return {};
  const language = isEditorLocale(locale) ? locale : 'de';
  return { title: messagesFor(language, 'editorOnboarding').title, robots: { index: false, follow: false } };
}

/**
 * `/{locale}/new-site` on the platform host: where the verification link continues. A failed
 * link (expired, used, forged: better-auth appends `?error=`) offers a new one; without a session
 * it is the sign-in's next step; an unverified person is told to verify first; else the wizard.
 */
export default async function NewSitePage({ params, searchParams }: Props) {
  const raw = (await params).locale;
  const requestHeaders = await headers();
  if (!isPlatformHost(requestHeaders.get('host'))) return <CatchAllPage {...asSitePage(raw)} />;
  const locale = localeOf(raw);
  const query = await searchParams;
  const platform = getConfig().PLATFORM_DOMAIN ?? '';
  const session = await getSessionUser(requestHeaders);

  if (query.error && !session) {
    const t = signupT(locale);
    return (
      <PlatformCard platform={platform} title={t('verifyTitle')}>
        <CardText>{t('verifyExpiredText')}</CardText>
        <ResendForm locale={locale} label={t('email')} submit={t('resendSubmit')} />
      </PlatformCard>
    );
  }
  if (!session) redirect(`/${locale}/login?next=${encodeURIComponent(`/${locale}/new-site`)}`);

  const language: EditorLocale = (await getEditorLanguage(getDb(), { userId: session.id }).catch(() => null)) ?? (isEditorLocale(locale) ? locale : 'de');
  const messages = messagesFor(language, 'editorOnboarding');
  // The wizard posted without JavaScript: continue to the new host (a form's redirect may not leave this origin).
  const ready = platformHandoffUrl(query.ready, query.token);
  if (ready) {
    return (
      <PlatformCard platform={platform} title={messages.readyTitle}>
        <meta httpEquiv="refresh" content={`0;url=${ready}`} />
        <CardText>{messages.readyText}</CardText>
        <p className="mt-6">
          <CardLink href={ready}>{messages.continue}</CardLink>
        </p>
      </PlatformCard>
    );
  }
  const [account] = await getDb().select({ verified: user.emailVerified }).from(user).where(eq(user.id, session.id)).limit(1);
  if (!account?.verified) {
    const t = signupT(locale);
    return (
      <PlatformCard platform={platform} title={messages.unverifiedTitle}>
        <CardText>{messages.unverifiedText}</CardText>
        <ResendForm locale={locale} label={t('email')} submit={t('resendSubmit')} email={session.email} />
      </PlatformCard>
    );
  }

  const returned = readFormReturn(query.form, (await cookies()).get(FORM_RETURN_COOKIE)?.value, getConfig().authSecret);
  const back = returned?.groupId === 'new-site' ? returned : null;
  const values: NewSiteValues = wizardValues(back?.values ?? null, locale);
  return (
    <PlatformCard platform={platform} title={messages.title} wide>
      <CardText>{messages.intro}</CardText>
      <p className="mt-2 text-sm text-neutral-600">{getTranslator(language, 'editorOnboarding')('signedInAs', { email: session.email })}</p>
      <NewSiteForm
        messages={messages}
        language={language}
        locale={locale}
        platform={platform}
        action="/api/v1/onboarding/site/form"
        initial={{ values, fieldErrors: back?.fieldErrors ?? {}, error: back?.error ?? null }}
      />
    </PlatformCard>
  );
}
