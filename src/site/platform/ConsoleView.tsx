import type { ReactNode } from 'react';
import type { ConsoleNotice } from '@/shared/schemas/platform';
import type { ConsoleT } from './console-texts';

type Props = {
  t: ConsoleT;
  language: string;
  hostName: string;
  email: string;
  locale: string;
  notice: ConsoleNotice | null;
  error: string | null;
  children: ReactNode;
};

/**
 * The platform console's frame: who is signed in, the sections (sites, accounts, audit log), and what the
 * last form did (its notice, or the refusal's sentence). Server-rendered, every action a plain form (no JavaScript needed).
 */
export function ConsoleView({ t, language, hostName, email, locale, notice, error, children }: Props) {
  return (
    <main id="main" lang={language} className="min-h-screen bg-neutral-50 px-4 py-10 text-neutral-900">
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-medium uppercase tracking-wide text-neutral-500">{hostName}</p>
            <h1 className="mt-1 text-3xl font-semibold">{t('page.title')}</h1>
            <p className="mt-1 text-neutral-600">{t('page.signedInAs', { email })}</p>
          </div>
          <nav aria-label={t('nav.label')} className="flex gap-4 text-sm font-medium">
            <a href={`/${locale}/platform#sites`} className="text-sky-800 underline underline-offset-2">
              {t('nav.sites')}
            </a>
            <a href={`/${locale}/platform#users`} className="text-sky-800 underline underline-offset-2">
              {t('nav.users')}
            </a>
            <a href={`/${locale}/platform#audit`} className="text-sky-800 underline underline-offset-2">
              {t('nav.audit')}
            </a>
            <a href={`/${locale}/account`} className="text-sky-800 underline underline-offset-2">
              {t('page.account')}
            </a>
          </nav>
        </header>
        {notice ? (
          <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
            {t(`notice.${notice}`)}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
            {error}
          </p>
        ) : null}
        {children}
      </div>
    </main>
  );
}
