import { getTranslator } from '@/shared/i18n/catalogues';
import type { Locale } from '@/shared/locales';
import type { SignInTexts } from './LoginForm.client';
import type { UnlockTexts } from './ProtectedPageForm.client';

/** Translator of the `public` namespace: the site's own chrome texts (not content). */
export type PublicT = ReturnType<typeof getTranslator<'public'>>;

const translators = new Map<Locale, PublicT>();

/**
 * The public chrome's translator for one language, built once: every page render asks for it, and
 * a fresh translator would re-parse its messages each time. Server code only (it reads all
 * catalogues); client islands get the resolved strings as props.
 */
export function publicT(locale: Locale): PublicT {
  let t = translators.get(locale);
  if (!t) {
    t = getTranslator(locale, 'public');
    translators.set(locale, t);
  }
  return t;
}

/** The sign-in form's texts (client island: it gets strings, not the catalogue). */
export function signInTexts(locale: Locale): SignInTexts {
  const t = publicT(locale);
  return {
    email: t('signIn.email'),
    password: t('signIn.password'),
    submit: t('signIn.submit'),
    submitting: t('signIn.submitting'),
    failed: t('signIn.failed'),
    tooManyAttempts: t('signIn.tooManyAttempts'),
    disabled: t('signIn.disabled'),
  };
}

/** The protected page's password form texts (client island). */
export function unlockTexts(locale: Locale): UnlockTexts {
  const t = publicT(locale);
  return { password: t('unlock.password'), submit: t('unlock.submit'), wrongPassword: t('unlock.wrongPassword'), tooManyAttempts: t('unlock.tooManyAttempts') };
}

export type StatusKind = 'unknown-site' | 'not-found' | 'forbidden' | 'locked';

/** Title, text and (where the view links home) the home link's label of a full-page status view. */
export function statusTexts(kind: StatusKind, locale: Locale): { title: string; text: string; homeLabel?: string } {
  const t = publicT(locale);
  switch (kind) {
    case 'unknown-site':
      return { title: t('status.unknownSiteTitle'), text: t('status.unknownSiteText') };
    case 'not-found':
      return { title: t('status.notFoundTitle'), text: t('status.notFoundText'), homeLabel: t('status.backHome') };
    case 'forbidden':
      return { title: t('status.noAccessTitle'), text: t('status.noAccessText'), homeLabel: t('status.backHome') };
    case 'locked':
      return { title: t('status.protectedTitle'), text: t('status.protectedText') };
  }
}
