'use client';

import { useId, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { Role } from '@/shared/permissions';
import type { TeamMember } from '@/shared/schemas/team';
import type { EditorLocale } from '@/shared/i18n/config';
import type { EditorT } from '../i18n/messages';
import { ConfirmDialog } from '../toolbar/ConfirmDialog';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';
import { assignableRoles, formatTeamDate, mayManage } from './team-format';

type Props = {
  member: TeamMember;
  actor: Role;
  language: EditorLocale;
  t: EditorT<'editorTeam'>;
  onRole: (role: Role) => Promise<string | null>;
  onRemove: () => Promise<string | null>;
};

const SELECT = cx('rounded-lg border border-neutral-300 bg-white px-2 py-1 text-sm', FOCUS_RING_LIGHT);
const LINK_BUTTON = cx('rounded-md px-1.5 py-0.5 text-xs font-medium text-rose-700 hover:bg-rose-50', FOCUS_RING_LIGHT);

/** One member: name, e-mail, last sign-in, the role (a choice where the actor may change it) and removal. */
export function MemberRow({ member, actor, language, t, onRole, onRemove }: Props) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const manageable = mayManage(actor, member.role);
  const roles = assignableRoles(actor);
  const name = member.name || member.email;
  return (
    <li data-member={member.email} className="py-2">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">
            {name} {member.self ? <span className="font-normal text-neutral-500">{t('members.you')}</span> : null}
          </p>
          <p className="truncate text-xs text-neutral-600">{member.email}</p>
          <p className="text-xs text-neutral-500">
            {member.lastSignInAt ? t('members.lastSignIn', { date: formatTeamDate(member.lastSignInAt, language) }) : t('members.neverSignedIn')}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {manageable ? (
            <select
              aria-label={t('members.role', { name })}
              aria-describedby={error ? `${id}-error` : undefined}
              aria-invalid={error ? true : undefined}
              className={SELECT}
              value={member.role}
              onChange={async (event) => setError(await onRole(event.target.value as Role))}
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </select>
          ) : (
            <span className="text-sm">{t(`roles.${member.role}`)}</span>
          )}
          {manageable ? (
            <button type="button" className={LINK_BUTTON} aria-label={t('members.removeLabel', { name })} onClick={() => setConfirming(true)}>
              {t('members.remove')}
            </button>
          ) : null}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs font-medium text-rose-700">
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('members.removeTitle', { name })}
        confirmLabel={t('members.removeConfirm')}
        cancelLabel={t('members.cancel')}
        tone="danger"
        busy={busy}
        onConfirm={async () => {
          setBusy(true);
          const problem = await onRemove();
          setBusy(false);
          setConfirming(false);
          setError(problem);
        }}
      >
        {t('members.removeText', { name })}
      </ConfirmDialog>
    </li>
  );
}
