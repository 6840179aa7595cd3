'use client';

import { useEffect, useState } from 'react';
import { auditActionKey, formatAuditDetails } from '@/shared/audit-actions';
import { type TSiteAuditLog, ZSiteAuditLog } from '@/shared/schemas/audit';
import { apiGet } from '../api-client';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { useCan } from '../permissions';
import { SettingsSection } from '../settings/controls';
import { formatTeamDate } from '../team/team-format';

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; log: TSiteAuditLog };

/**
 * The settings panel's "Protokoll" section (issue 34), for owners and admins: the site's latest
 * audit events (sign-ins, team, domains, publishing), read only. Loaded when first opened.
 */
export function ActivitySection() {
  return useCan('audit') ? <ActivityList /> : null;
}

function ActivityList() {
  const t = useEditorT('editorTeam');
  const { editorLanguage } = useEditorEnvironment();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const opened = state.kind !== 'idle';

  useEffect(() => {
    if (!opened) return;
    let current = true;
    apiGet('/site/audit').then(
      (data) => current && setState({ kind: 'ready', log: ZSiteAuditLog.parse(data) }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [opened]);

  return (
    <SettingsSection title={t('activity.title')} onOpen={() => setState((previous) => (previous.kind === 'idle' ? { kind: 'loading' } : previous))}>
      <div data-activity-section="">
        <p className="text-xs text-neutral-600">{t('activity.hint')}</p>
        {state.kind === 'loading' ? <p className="py-2 text-sm text-neutral-500">{t('activity.loading')}</p> : null}
        {state.kind === 'failed' ? <p className="py-2 text-sm font-medium text-rose-700">{t('activity.loadFailed')}</p> : null}
        {state.kind === 'ready' && state.log.events.length === 0 ? <p className="py-2 text-sm text-neutral-500">{t('activity.empty')}</p> : null}
        {state.kind === 'ready' && state.log.events.length > 0 ? (
          <ul aria-label={t('activity.list')} className="mt-2 divide-y divide-neutral-100 text-sm">
            {state.log.events.map((event) => (
              <li key={event.id} data-activity-row={event.action} className="py-2">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium">{t(`activity.actions.${auditActionKey(event.action)}`)}</span>
                  <time dateTime={event.at} className="text-xs text-neutral-500">
                    {formatTeamDate(event.at, editorLanguage)}
                  </time>
                </div>
                <div className="text-xs text-neutral-600">{event.actorEmail ?? t('activity.system')}</div>
                {Object.keys(event.details).length > 0 ? <div className="break-all text-xs text-neutral-500">{formatAuditDetails(event.details)}</div> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </SettingsSection>
  );
}
