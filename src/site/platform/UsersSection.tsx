import type { ReactNode } from 'react';
import { QUIET_BUTTON } from '../account/account-ui';
import { ConsoleSearch, ConsoleTableHead } from './ConsoleSearch';
import type { ConsoleT } from './console-texts';
import { ConsoleFormFields } from './SiteActions';

export type ConsoleUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  disabledAt: Date | null;
  sessions: number;
  memberships: { siteId: string; siteName: string; role: 'owner' | 'admin' | 'editor' | 'optician' }[];
};

/** Where the console's account forms post (`/api/v1/platform/users/{id}/…`). */
export const USERS_FORM_BASE = '/api/v1/platform/users';

type Props = { t: ConsoleT; locale: string; q: string; users: ConsoleUser[]; limit: number; formatDate: (date: Date) => string };

const CELL = 'px-3 py-2 align-top';

function ActionForm({ action, locale, q, label, children }: { action: string; locale: string; q: string; label: string; children: ReactNode }) {
  return (
    <form method="post" action={action}>
      <ConsoleFormFields locale={locale} q={q} />
      <button type="submit" className={QUIET_BUTTON} aria-label={label}>
        {children}
      </button>
    </form>
  );
}

function UserStatus({ t, user, formatDate }: { t: ConsoleT; user: ConsoleUser; formatDate: (date: Date) => string }) {
  if (user.disabledAt)
    return (
      <span data-status="disabled" className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-950">
        {t('users.status.disabled', { date: formatDate(user.disabledAt) })}
      </span>
    );
  return (
    <span data-status="active" className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-950">
      {t(user.emailVerified ? 'users.status.active' : 'users.status.unverified')}
    </span>
  );
}

/** The accounts: a search, each with its sites and roles, open sessions, and disable/enable and a reset link. */
export function UsersSection({ t, locale, q, users, limit, formatDate }: Props) {
  return (
    <section id="users" aria-labelledby="users-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
      <h2 id="users-title" className="text-lg font-semibold">
        {t('users.title')}
      </h2>
      <ConsoleSearch id="users-q" name="uq" label={t('users.search')} value={q} action={`/${locale}/platform#users`} submitLabel={t('sites.searchSubmit')} />
      <p className="mt-4 text-sm text-neutral-600">
        {t('users.count', { count: users.length })} {users.length >= limit ? t('sites.limited', { count: limit }) : null}
      </p>
      {users.length > 0 ? (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <ConsoleTableHead
              cellClassName={CELL}
              labels={(['email', 'name', 'memberships', 'sessions', 'status', 'actions'] as const).map((column) => t(`users.column.${column}`))}
            />
            <tbody>
              {users.map((user) => (
                <tr key={user.id} data-user-row={user.email} className="border-b border-black/5">
                  <th scope="row" className={`${CELL} font-medium`}>
                    {user.email}
                  </th>
                  <td className={CELL}>{user.name}</td>
                  <td className={CELL}>
                    {user.memberships.length === 0
                      ? t('users.noMemberships')
                      : user.memberships.map((membership) => (
                          <div key={membership.siteId}>
                            {membership.siteName} · {t(`users.role.${membership.role}`)}
                          </div>
                        ))}
                  </td>
                  <td className={`${CELL} tabular-nums`}>{user.sessions}</td>
                  <td className={CELL}>
                    <UserStatus t={t} user={user} formatDate={formatDate} />
                  </td>
                  <td className={`${CELL} flex flex-wrap gap-2`}>
                    {user.disabledAt ? (
                      <ActionForm action={`${USERS_FORM_BASE}/${user.id}/enable`} locale={locale} q={q} label={t('users.enableAccount', { email: user.email })}>
                        {t('users.enable')}
                      </ActionForm>
                    ) : (
                      <ActionForm
                        action={`${USERS_FORM_BASE}/${user.id}/disable`}
                        locale={locale}
                        q={q}
                        label={t('users.disableAccount', { email: user.email })}
                      >
                        {t('users.disable')}
                      </ActionForm>
                    )}
                    <ActionForm
                      action={`${USERS_FORM_BASE}/${user.id}/reset-link`}
                      locale={locale}
                      q={q}
                      label={t('users.resetAccount', { email: user.email })}
                    >
                      {t('users.resetLink')}
                    </ActionForm>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
