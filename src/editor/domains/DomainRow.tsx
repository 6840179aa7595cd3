'use client';

import { useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { DISPLAY_TIME_ZONE, intlTag } from '@/shared/i18n/config';
import type { TDomainTarget, TSiteDomain } from '@/shared/schemas/domains';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { ConfirmDialog } from '../toolbar/ConfirmDialog';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';
import { DnsRecords } from './DnsRecords';

const BADGE = 'inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-semibold';
const ACTION = cx(
  'inline-flex h-8 items-center rounded-lg px-3 text-xs font-semibold ring-1 ring-neutral-300 hover:bg-neutral-50 disabled:opacity-50',
  FOCUS_RING_LIGHT,
);

type Props = {
  domain: TSiteDomain;
  target: TDomainTarget;
  busy: boolean;
  onCheck: () => void;
  onMakePrimary: () => void;
  onRemove: () => void;
};

/** One domain: its name, kind and state, what the last DNS check found, the records to create and what can be done with it. */
export function DomainRow({ domain, target, busy, onCheck, onMakePrimary, onRemove }: Props) {
  const t = useEditorT('editorDomains');
  const { editorLanguage } = useEditorEnvironment();
  const [confirming, setConfirming] = useState<'remove' | 'primary' | null>(null);
  const removable = !domain.primary && domain.kind !== 'platform';
  const checkedAt = domain.checkedAt
    ? new Intl.DateTimeFormat(intlTag(editorLanguage), { dateStyle: 'short', timeStyle: 'short', timeZone: DISPLAY_TIME_ZONE }).format(
        new Date(domain.checkedAt),
      )
    : null;
  const finding = domain.problem ? t(`problems.${domain.problem}`, { found: domain.found.join(', ') }) : t('problems.notChecked');

  return (
    <li className="border-t border-neutral-200 py-2.5 first:border-t-0" data-domain={domain.host}>
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="font-mono text-sm break-all">{domain.host}</span>
        {domain.primary ? (
          <span className={cx(BADGE, 'bg-sky-100 text-sky-900')} data-domain-primary>
            {t('state.primary')}
          </span>
        ) : null}
        <span
          className={cx(BADGE, domain.verified ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900')}
          data-domain-state={domain.verified ? 'verified' : 'pending'}
        >
          {domain.verified ? t('state.verified') : t('state.pending')}
        </span>
      </div>
      <p className="text-xs text-neutral-500">{t(`kinds.${domain.kind}`)}</p>
      {domain.verified ? null : (
        <>
          <p className="mt-1 text-xs text-neutral-800" data-domain-finding>
            {finding}
          </p>
          {checkedAt ? <p className="text-xs text-neutral-500">{t('lastChecked', { time: checkedAt })}</p> : null}
          <DnsRecords host={domain.host} target={target} />
        </>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {domain.verified ? null : (
          <button type="button" className={ACTION} disabled={busy} onClick={onCheck}>
            {busy ? t('actions.checking') : t('actions.check')}
          </button>
        )}
        {domain.verified && !domain.primary ? (
          <button type="button" className={ACTION} disabled={busy} onClick={() => setConfirming('primary')}>
            {t('actions.makePrimary')}
          </button>
        ) : null}
        {removable ? (
          <button type="button" className={cx(ACTION, 'text-rose-700')} disabled={busy} onClick={() => setConfirming('remove')}>
            {t('actions.remove')}
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming === 'remove'}
        onOpenChange={(open) => setConfirming(open ? 'remove' : null)}
        title={t('remove.title', { host: domain.host })}
        confirmLabel={t('remove.confirm')}
        cancelLabel={t('remove.cancel')}
        tone="danger"
        onConfirm={() => {
          setConfirming(null);
          onRemove();
        }}
      >
        {t('remove.text')}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'primary'}
        onOpenChange={(open) => setConfirming(open ? 'primary' : null)}
        title={t('primary.title', { host: domain.host })}
        confirmLabel={t('primary.confirm')}
        cancelLabel={t('primary.cancel')}
        onConfirm={() => {
          setConfirming(null);
          onMakePrimary();
        }}
      >
        {t('primary.text')}
      </ConfirmDialog>
    </li>
  );
}
