'use client';

import { useId, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { EditorLocale } from '@/shared/i18n/config';
import type { Role } from '@/shared/permissions';
import type { TeamInvitation } from '@/shared/schemas/team';
import type { EditorT } from '../i18n/messages';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';
import { formatTeamDate, mayManage } from './team-format';

type Props = {
  invitation: TeamInvitation;
  actor: Role;
  language: EditorLocale;
  t: EditorT<'editorTeam'>;
  onResend: () => Promise<string | null>;
  onRevoke: () => Promise<string | null>;
};

const ACTION = cx('rounded-md px-1.5 py-0.5 text-xs font-medium hover:bg-neutral-100', FOCUS_RING_LIGHT);

/** An open invitation: address, role, when sent and until when it works; resend (new link) and revoke. */
export function InvitationRow({ invitation, actor, language, t, onResend, onRevoke }: Props) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const manageable = mayManage(actor, invitation.role);
  return (
    <li data-invitation={invitation.email} className="py-2">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{invitation.email}</p>
          <p className="text-xs text-neutral-600">{t(`roles.${invitation.role}`)}</p>
          <p className="text-xs text-neutral-500">
            {t('invitations.sent', { date: formatTeamDate(invitation.sentAt, language) })} ·{' '}
            {invitation.expired ? (
              <span className="font-medium text-amber-700">{t('invitations.expired')}</span>
            ) : (
              t('invitations.expires', { date: formatTeamDate(invitation.expiresAt, language) })
            )}
          </p>
        </div>
        {manageable ? (
          <div className="flex shrink-0 flex-col items-end gap-1" aria-describedby={error ? `${id}-error` : undefined}>
            <button
              type="button"
              className={cx(ACTION, 'text-sky-800')}
              aria-label={t('invitations.resendLabel', { email: invitation.email })}
              onClick={async () => setError(await onResend())}
            >
              {t('invitations.resend')}
            </button>
            <button
              type="button"
              className={cx(ACTION, 'text-rose-700')}
              aria-label={t('invitations.revokeLabel', { email: invitation.email })}
              onClick={async () => setError(await onRevoke())}
            >
              {t('invitations.revoke')}
            </button>
          </div>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}
