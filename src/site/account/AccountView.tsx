import { ACCOUNT_ERRORS, ACCOUNT_NOTICES, ACCOUNT_SECTIONS, type AccountError, type AccountNotice, type AccountSection } from '@/shared/schemas/account';
import type { AccountT } from './account-texts';
import type { SectionAnswer } from './account-ui';
import { ProfileSections } from './ProfileSections';
import { type SessionRow, SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

export type AccountViewData = {
  name: string;
  email: string;
  sessions: SessionRow[];
  twoFactor: { enabled: boolean; pending: { secret: string; uri: string } | null };
  backupCodes: string[] | null;
};

/** The page's query after a form: which section, and what happened there. */
export type AccountQuery = { section?: string; notice?: string; error?: string };

type Props = {
  t: AccountT;
  /** The editor language the texts are in. */
  language: string;
  /** The page's language (the URL's), for the forms' way back; the texts are in the editor language. */
  locale: string;
  formBase: string;
  hostName: string;
  backHref: string | null;
  data: AccountViewData;
  query: AccountQuery;
  formatDate: (date: Date) => string;
};

function answerOf(query: AccountQuery): { section: AccountSection; answer: SectionAnswer } | null {
  const section = ACCOUNT_SECTIONS.find((known) => known === query.section);
  if (!section) return null;
  const notice = ACCOUNT_NOTICES.find((known) => known === query.notice) ?? null;
  const error = ACCOUNT_ERRORS.find((known) => known === query.error) ?? null;
  return notice || error ? { section, answer: { notice: notice as AccountNotice | null, error: error as AccountError | null } } : null;
}

/** The account page: name, e-mail, password, signed-in devices and two-factor sign-in. */
export function AccountView({ t, language, locale, formBase, hostName, backHref, data, query, formatDate }: Props) {
  const shown = answerOf(query);
  const answers = (section: AccountSection) => (shown?.section === section ? shown.answer : null);
  return (
    <main id="main" lang={language} className="min-h-screen bg-neutral-50 px-4 py-10 text-neutral-900">
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <header>
          <p className="text-sm font-medium uppercase tracking-wide text-neutral-500">{hostName}</p>
          <h1 className="mt-1 text-3xl font-semibold">{t('page.title')}</h1>
          <p className="mt-1 text-neutral-600">{t('page.signedInAs', { email: data.email })}</p>
          {backHref ? (
            <a href={backHref} className="mt-3 inline-block text-sm font-medium text-sky-800 underline underline-offset-2">
              {t('page.back')}
            </a>
          ) : null}
        </header>
        <ProfileSections t={t} locale={locale} formBase={formBase} name={data.name} email={data.email} answers={answers} />
        <SessionsSection t={t} locale={locale} formBase={formBase} sessions={data.sessions} answer={answers('sessions')} formatDate={formatDate} />
        <TwoFactorSection
          t={t}
          locale={locale}
          formBase={formBase}
          enabled={data.twoFactor.enabled}
          pending={data.twoFactor.pending}
          backupCodes={data.backupCodes}
          answer={answers('twoFactor')}
        />
      </div>
    </main>
  );
}
