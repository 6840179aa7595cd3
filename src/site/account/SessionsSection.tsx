import type { AccountT } from './account-texts';
import { AccountSectionCard, LocaleField, QUIET_BUTTON, type SectionAnswer } from './account-ui';

/** A session as the page shows it (plain data from the server). */
export type SessionRow = { id: string; browser: string | null; system: string | null; lastSeen: Date; current: boolean };

type Props = { t: AccountT; locale: string; formBase: string; sessions: SessionRow[]; answer: SectionAnswer | null; formatDate: (date: Date) => string };

function deviceName(t: AccountT, session: SessionRow): string {
  if (session.browser && session.system) return t('sessions.device', { browser: session.browser, system: session.system });
  return session.browser ?? session.system ?? t('sessions.unknownDevice');
}

/** The person's signed-in devices: this one marked, each other one with its own sign-out. */
export function SessionsSection({ t, locale, formBase, sessions, answer, formatDate }: Props) {
  const others = sessions.filter((session) => !session.current);
  return (
    <AccountSectionCard id="sessions" title={t('sessions.title')} t={t} answer={answer}>
      <ul className="divide-y divide-black/10">
        {sessions.map((session) => {
          const device = deviceName(t, session);
          return (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-session={session.current ? 'current' : 'other'}>
              <div>
                <p className="font-medium">
                  {device}
                  {session.current ? (
                    <span className="ml-2 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">{t('sessions.thisDevice')}</span>
                  ) : null}
                </p>
                <p className="text-sm text-neutral-600">{t('sessions.lastSeen', { date: formatDate(session.lastSeen) })}</p>
              </div>
              {session.current ? null : (
                <form method="post" action={`${formBase}/sessions/revoke`}>
                  <LocaleField locale={locale} />
                  <input type="hidden" name="sessionId" value={session.id} />
                  <button type="submit" aria-label={t('sessions.revokeLabel', { device })} className={QUIET_BUTTON}>
                    {t('sessions.revoke')}
                  </button>
                </form>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 ? (
        <form method="post" action={`${formBase}/sessions/revoke-others`}>
          <LocaleField locale={locale} />
          <button type="submit" className={QUIET_BUTTON}>
            {t('sessions.revokeOthers')}
          </button>
        </form>
      ) : (
        <p className="text-sm text-neutral-600">{t('sessions.noOthers')}</p>
      )}
    </AccountSectionCard>
  );
}
