import { getTranslator } from '@/shared/i18n/catalogues';
import type { Locale } from '@/shared/locales';
import type { Role } from '@/shared/permissions';
import { FormField, inputClass } from '../FormField';

/** Where the accept page posts (urlencoded, no JavaScript needed; answered with a 303). */
export const INVITATION_ACCEPT_PATH = '/api/v1/invitation/accept';

type InvitationT = ReturnType<typeof getTranslator<'invitation'>>;

/** What a problem code of the accept post (`?error=`) is about, to show it at the right place. */
const CREATE_PROBLEMS = ['tooShort', 'tooLong', 'common', 'nameRequired'] as const;
const ERROR_KEYS = ['signInFailed', 'tooShort', 'tooLong', 'common', 'nameRequired', 'accountExists', 'wrongAccount', 'rate'] as const;
type ErrorKey = (typeof ERROR_KEYS)[number];
const isErrorKey = (value: string | null): value is ErrorKey => (ERROR_KEYS as readonly (string | null)[]).includes(value);

export type InvitationViewProps = {
  locale: Locale;
  siteName: string;
  token: string;
  invitation: { email: string; role: Role; inviter: string | null };
  /** The signed-in person, if any (their own address only). */
  signedInEmail: string | null;
  error: string | null;
};

const BUTTON = 'rounded-full bg-primary px-6 py-3 font-medium text-white shadow';

function Hidden({ action, token, locale }: { action: string; token: string; locale: Locale }) {
  return (
    <>
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
    </>
  );
}

/**
 * The accept page of a valid invitation: the site and the role, then one click for the signed-in
 * invitee, or signing the invited address in, or a new account (name and password). Plain forms:
 * they work without JavaScript, and every refusal comes back at its field.
 */
export function InvitationView({ locale, siteName, token, invitation, signedInEmail, error }: InvitationViewProps) {
  const t: InvitationT = getTranslator(locale, 'invitation');
  const problem = isErrorKey(error) ? error : null;
  const message = problem ? t(`errors.${problem}`) : null;
  const createProblem = problem && (CREATE_PROBLEMS as readonly string[]).includes(problem) ? message : null;
  const role = t(`roles.${invitation.role}`);
  const invitee = signedInEmail !== null && signedInEmail.toLowerCase() === invitation.email.toLowerCase();

  return (
    <main id="main" className="grid min-h-screen place-items-center bg-neutral-50 px-6 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl ring-1 ring-black/5">
        <p className="text-sm font-medium uppercase tracking-wide text-neutral-500">{siteName}</p>
        <h1 className="mt-1 text-2xl font-semibold">{t('title', { site: siteName })}</h1>
        <p className="mt-3">
          {invitation.inviter ? t('intro', { inviter: invitation.inviter, site: siteName, role }) : t('introNoInviter', { site: siteName, role })}
        </p>
        {problem === 'rate' || problem === 'wrongAccount' || problem === 'accountExists' ? (
          <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {message}
          </p>
        ) : null}
        {invitee ? (
          <form method="post" action={INVITATION_ACCEPT_PATH} className="mt-6 flex flex-col gap-4">
            <Hidden action="join" token={token} locale={locale} />
            <p>{t('join.text', { email: invitation.email })}</p>
            <button type="submit" className={BUTTON}>
              {t('join.submit')}
            </button>
          </form>
        ) : (
          <>
            {signedInEmail ? <p className="mt-4 text-sm text-neutral-700">{t('otherAccount', { email: signedInEmail })}</p> : null}
            <form method="post" action={INVITATION_ACCEPT_PATH} className="mt-6 flex flex-col gap-4" aria-labelledby="invitation-sign-in">
              <h2 id="invitation-sign-in" className="text-lg font-semibold">
                {t('signIn.title')}
              </h2>
              <Hidden action="signIn" token={token} locale={locale} />
              <FormField id="invitation-email" label={t('email')}>
                {(aria) => (
                  <input {...aria} type="email" value={invitation.email} readOnly autoComplete="username" className={`${inputClass} bg-neutral-100`} />
                )}
              </FormField>
              <FormField id="invitation-password" label={t('signIn.password')} error={problem === 'signInFailed' ? message : null}>
                {(aria) => <input {...aria} name="password" type="password" required autoComplete="current-password" className={inputClass} />}
              </FormField>
              <button type="submit" className={BUTTON}>
                {t('signIn.submit')}
              </button>
            </form>
            <form
              method="post"
              action={INVITATION_ACCEPT_PATH}
              className="mt-8 flex flex-col gap-4 border-t border-black/10 pt-6"
              aria-labelledby="invitation-create"
            >
              <h2 id="invitation-create" className="text-lg font-semibold">
                {t('create.title')}
              </h2>
              <Hidden action="create" token={token} locale={locale} />
              <FormField id="invitation-name" label={t('create.name')} error={problem === 'nameRequired' ? createProblem : null}>
                {(aria) => <input {...aria} name="name" type="text" required maxLength={120} autoComplete="name" className={inputClass} />}
              </FormField>
              <FormField
                id="invitation-new-password"
                label={t('create.password')}
                hint={t('create.hint')}
                error={problem !== 'nameRequired' ? createProblem : null}
              >
                {(aria) => (
                  <input {...aria} name="password" type="password" required minLength={10} maxLength={128} autoComplete="new-password" className={inputClass} />
                )}
              </FormField>
              <button type="submit" className={BUTTON}>
                {t('create.submit')}
              </button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}

/** Why a link does not work (expired, used, revoked, unknown), and that the inviter can send it again. */
export function invitationStateTexts(locale: Locale, state: 'expired' | 'used' | 'revoked' | 'unknown') {
  const t: InvitationT = getTranslator(locale, 'invitation');
  return { title: t(`states.${state}.title`), text: t(`states.${state}.text`), homeLabel: t('toLogin') };
}

export function invitationPageTitle(locale: Locale): string {
  return getTranslator(locale, 'invitation')('pageTitle');
}
