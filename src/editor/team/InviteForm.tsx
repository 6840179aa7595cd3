'use client';

import { useId, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { Role } from '@/shared/permissions';
import { ZInviteMemberRequest } from '@/shared/schemas/team';
import { apiPost } from '../api-client';
import type { EditorT } from '../i18n/messages';
import { toast } from '../toolbar/toast';
import { FOCUS_RING_LIGHT, Spinner } from '../toolbar/ui';
import { assignableRoles } from './team-format';

type Props = { actor: Role; t: EditorT<'editorTeam'>; run: (change: () => Promise<unknown>) => Promise<string | null> };

const INPUT = cx('w-full rounded-lg border border-neutral-300 bg-white px-2.5 py-1.5 text-sm aria-[invalid=true]:border-rose-600', FOCUS_RING_LIGHT);

/** "Jemanden einladen": an address and a role; the refusal (the browser's check or the server's) beside the address. */
export function InviteForm({ actor, t, run }: Props) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const checked = ZInviteMemberRequest.safeParse({ email, role });
    if (!checked.success) {
      setError(t('invite.invalidEmail'));
      return;
    }
    setSending(true);
    const problem = await run(() => apiPost('/team/invitations', ZInviteMemberRequest, checked.data));
    setSending(false);
    setError(problem);
    if (!problem) {
      toast.success(t('invite.sent', { email: checked.data.email }));
      setEmail('');
    }
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-3 flex flex-col gap-2 rounded-lg border border-neutral-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h4 id={`${id}-title`} className="text-sm font-semibold">
        {t('invite.title')}
      </h4>
      <label htmlFor={`${id}-email`} className="text-sm font-medium">
        {t('invite.email')}
      </label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="off"
        className={INPUT}
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => setEmail(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-rose-700">
          {error}
        </p>
      ) : null}
      <label htmlFor={`${id}-role`} className="text-sm font-medium">
        {t('invite.role')}
      </label>
      <select id={`${id}-role`} className={INPUT} value={role} onChange={(event) => setRole(event.target.value as Role)}>
        {assignableRoles(actor).map((value) => (
          <option key={value} value={value}>
            {t(`roles.${value}`)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-xs text-neutral-500">
        {t('invite.hint')}
      </p>
      <button
        type="submit"
        disabled={sending}
        className={cx(
          'inline-flex h-9 items-center justify-center gap-2 rounded-lg bg-neutral-900 px-3 text-sm font-semibold text-white hover:bg-neutral-800 disabled:opacity-60',
          FOCUS_RING_LIGHT,
        )}
      >
        {sending ? <Spinner /> : null}
        {sending ? t('invite.sending') : t('invite.submit')}
      </button>
    </form>
  );
}
