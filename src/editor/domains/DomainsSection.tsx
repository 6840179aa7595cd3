'use client';

import { type FormEvent, useId, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { ZDomainHostInput } from '@/shared/schemas/domains';
import { useEditorT } from '../i18n/use-editor-t';
import { SettingsSection } from '../settings/controls';
import { errorMessage } from '../toolbar/toast-action';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';
import { DomainRow } from './DomainRow';
import { addDomain, checkDomain, makePrimaryDomain, removeDomain } from './domains-api';
import { useDomains } from './use-domains';

const INPUT = cx('w-full rounded-lg border border-neutral-300 bg-white px-2.5 py-1.5 text-sm aria-[invalid=true]:border-rose-600', FOCUS_RING_LIGHT);
const SUBMIT = cx(
  'inline-flex h-9 shrink-0 items-center rounded-lg bg-neutral-900 px-3.5 text-sm font-semibold text-white hover:bg-neutral-800 disabled:opacity-50',
  FOCUS_RING_LIGHT,
);

/**
 * The settings panel's "Domains" section (issue 30; owners and admins): the site's addresses with
 * their state, adding an own domain, the DNS records it needs and its check, the primary domain,
 * removing. Changes apply at once (no draft); the server's answer is the list shown.
 */
export function DomainsSection() {
  const t = useEditorT('editorDomains');
  const { state, apply } = useDomains();
  const inputId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [busyHost, setBusyHost] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ host: string; text: string; tone: 'ok' | 'error' } | null>(null);

  if (state.kind === 'hidden') return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ZDomainHostInput.safeParse(draft).success) {
      setAddError(t('errors.invalidHost'));
      return;
    }
    setAdding(true);
    setAddError(null);
    try {
      apply(await addDomain(draft));
      setDraft('');
    } catch (failure) {
      setAddError(errorMessage(failure, t('errors.generic')));
    } finally {
      setAdding(false);
    }
  }

  async function act(host: string, action: (host: string) => ReturnType<typeof checkDomain>, report?: (verified: boolean) => string) {
    setBusyHost(host);
    setNotice(null);
    try {
      const next = await action(host);
      apply(next);
      const verified = next.domains.find((domain) => domain.host === host)?.verified ?? false;
      if (report) setNotice({ host, text: report(verified), tone: verified ? 'ok' : 'error' });
    } catch (failure) {
      setNotice({ host, text: errorMessage(failure, t('errors.generic')), tone: 'error' });
    } finally {
      setBusyHost(null);
    }
  }

  return (
    <SettingsSection title={t('title')}>
      <p className="text-xs text-neutral-500">{t('hint')}</p>
      {state.kind === 'loading' ? <p className="py-2 text-sm text-neutral-500">{t('loading')}</p> : null}
      {/* No alert: the list loads with the panel, while this section may well be closed. */}
      {state.kind === 'failed' ? <p className="py-2 text-sm font-medium text-rose-700">{t('loadFailed')}</p> : null}
      {state.kind === 'ready' ? (
        <>
          <ul aria-label={t('list')} className="mt-1">
            {state.domains.domains.map((domain) => (
              <DomainRow
                key={domain.host}
                domain={domain}
                target={state.domains.target}
                busy={busyHost === domain.host}
                onCheck={() => void act(domain.host, checkDomain, (verified) => t(verified ? 'checked.verified' : 'checked.pending', { host: domain.host }))}
                onMakePrimary={() => void act(domain.host, makePrimaryDomain)}
                onRemove={() => void act(domain.host, removeDomain)}
              />
            ))}
          </ul>
          <p role="status" className={cx('min-h-4 text-xs font-medium', notice?.tone === 'error' ? 'text-rose-700' : 'text-emerald-800')}>
            {notice?.text ?? ''}
          </p>
          <form className="mt-2 flex flex-col gap-1" onSubmit={(event) => void submit(event)} noValidate>
            <label htmlFor={inputId} className="text-sm font-medium">
              {t('add.label')}
            </label>
            <div className="flex gap-2">
              <input
                id={inputId}
                className={INPUT}
                value={draft}
                placeholder={t('add.placeholder')}
                autoComplete="off"
                spellCheck={false}
                inputMode="url"
                aria-invalid={addError ? true : undefined}
                aria-describedby={addError ? errorId : undefined}
                onChange={(event) => {
                  setDraft(event.target.value);
                  setAddError(null);
                }}
              />
              <button type="submit" className={SUBMIT} disabled={adding || state.domains.domains.length >= state.domains.max}>
                {adding ? t('add.adding') : t('add.submit')}
              </button>
            </div>
            {addError ? (
              <p id={errorId} role="alert" className="text-xs font-medium text-rose-700">
                {addError}
              </p>
            ) : null}
            <p className="text-xs text-neutral-500">{t('add.limit', { max: state.domains.max })}</p>
          </form>
        </>
      ) : null}
    </SettingsSection>
  );
}
