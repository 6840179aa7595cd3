'use client';

import { ZChangeRoleRequest, ZTeamSecurityRequest } from '@/shared/schemas/team';
import { useState } from 'react';
import { apiPost } from '../api-client';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { useCan } from '../permissions';
import { SettingsSection } from '../settings/controls';
import { toast } from '../toolbar/toast';
import { InvitationRow } from './InvitationRow';
import { InviteForm } from './InviteForm';
import { MemberRow } from './MemberRow';
import { RoleMatrix } from './RoleMatrix';
import { TwoFactorSetting } from './TwoFactorSetting';
import { apiDelete, apiRequestPost, useTeam } from './use-team';

/**
 * The settings panel's "Team & Zugänge" section (issue 30), for owners and admins: members with
 * role and last sign-in, open invitations, inviting, and (owners) the two-factor rule; the matrix
 * of what each role may do as help text.
 */
export function TeamSection() {
  return useCan('team') ? <TeamManagement /> : null;
}

function TeamManagement() {
  const t = useEditorT('editorTeam');
  const { member, editorLanguage } = useEditorEnvironment();
  const canSecurity = useCan('security');
  const [opened, setOpened] = useState(false);
  const { team, loadError, run } = useTeam(t('errors.generic'), opened);
  const actor = member.role;

  return (
    <SettingsSection title={t('section.title')} onOpen={() => setOpened(true)}>
      <div data-team-section="">
        <p className="text-xs text-neutral-600">{t('section.intro')}</p>
        <RoleMatrix t={t} />
        {team ? (
          <>
            <h4 className="mt-4 text-sm font-semibold">{t('members.title')}</h4>
            <ul className="divide-y divide-neutral-100">
              {team.members.map((entry) => (
                <MemberRow
                  key={entry.userId}
                  member={entry}
                  actor={actor}
                  language={editorLanguage}
                  t={t}
                  onRole={(role) => run(() => apiPost(`/team/members/${encodeURIComponent(entry.userId)}`, ZChangeRoleRequest, { role }, 'PUT'))}
                  onRemove={async () => {
                    const problem = await run(() => apiDelete(`/team/members/${encodeURIComponent(entry.userId)}`));
                    if (!problem) toast.success(t('members.removed', { name: entry.name || entry.email }));
                    return problem;
                  }}
                />
              ))}
            </ul>
            <h4 className="mt-4 text-sm font-semibold">{t('invitations.title')}</h4>
            {team.invitations.length === 0 ? <p className="text-xs text-neutral-500">{t('invitations.none')}</p> : null}
            <ul className="divide-y divide-neutral-100">
              {team.invitations.map((invitation) => (
                <InvitationRow
                  key={invitation.id}
                  invitation={invitation}
                  actor={actor}
                  language={editorLanguage}
                  t={t}
                  onResend={async () => {
                    const problem = await run(() => apiRequestPost(`/team/invitations/${invitation.id}/resend`));
                    if (!problem) toast.success(t('invitations.resent'));
                    return problem;
                  }}
                  onRevoke={async () => {
                    const problem = await run(() => apiDelete(`/team/invitations/${invitation.id}`));
                    if (!problem) toast.success(t('invitations.revoked'));
                    return problem;
                  }}
                />
              ))}
            </ul>
            <InviteForm actor={actor} t={t} run={run} />
            {canSecurity ? (
              <TwoFactorSetting
                t={t}
                checked={team.requireTwoFactor}
                onChange={(requireTwoFactor) => run(() => apiPost('/team/security', ZTeamSecurityRequest, { requireTwoFactor }, 'PUT'))}
              />
            ) : null}
          </>
        ) : loadError ? (
          <p role="alert" className="mt-3 text-sm text-rose-700">
            {t('section.loadError')}
          </p>
        ) : (
          <p className="mt-3 text-xs text-neutral-500">{t('section.loading')}</p>
        )}
      </div>
    </SettingsSection>
  );
}
