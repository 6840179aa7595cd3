'use client';

import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { InboxT } from '@/editor/i18n/messages';
import { FOCUS_RING_LIGHT } from '@/editor/toolbar/ui';
import type { EditorLocale } from '@/shared/i18n/config';
import type { FormSubmissionSummary, MailStatus, SubmissionMail } from '@/shared/schemas/forms/inbox';
import { type FormLabels, formatSubmittedAt, submissionRows } from './submission-values';

const STATUS_STYLE: Record<MailStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-rose-100 text-rose-900',
};

function MailLine({ mail, t, onResend }: { mail: SubmissionMail; t: InboxT; onResend: (mailId: string) => void }): ReactNode {
  return (
    <li className="flex flex-col gap-0.5 text-sm">
      <span className="flex flex-wrap items-center gap-2">
        <span className="text-neutral-600">{t(`recipients.${mail.recipient}`)}</span>
        <span className="font-medium break-all">{mail.to}</span>
        <span data-mail-status={mail.status} className={cx('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_STYLE[mail.status])}>
          {t(`statuses.${mail.status}`)}
        </span>
        {mail.attempts > 0 && mail.status !== 'sent' ? <span className="text-xs text-neutral-600">{t('attempts', { count: mail.attempts })}</span> : null}
        {mail.status === 'failed' ? (
          <button
            type="button"
            onClick={() => onResend(mail.id)}
            className={cx('rounded-md px-1.5 py-0.5 text-xs font-semibold text-sky-800 underline underline-offset-2', FOCUS_RING_LIGHT)}
          >
            {t('resendMail')}
          </button>
        ) : null}
      </span>
      {mail.lastError && mail.status !== 'sent' ? (
        <span className="text-xs text-rose-800">
          {t('lastError')}: {mail.lastError}
        </span>
      ) : null}
    </li>
  );
}

type Props = { submission: FormSubmissionSummary; t: InboxT; language: EditorLocale; forms: FormLabels; onResend: (mailId: string) => void };

/**
 * One submission: date, form, name and e-mail, the delivery state of each e-mail, and the values
 * in a disclosure (<details>: keyboard operable without script). Everything renders as text.
 */
export function SubmissionItem({ submission, t, language, forms, onResend }: Props): ReactNode {
  const rows = submissionRows(submission.kind, submission.values, forms, t);
  return (
    <li data-submission={submission.id} className="rounded-xl border border-neutral-200 px-4 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-semibold">{submission.name}</span>
        <time dateTime={submission.createdAt} className="text-xs text-neutral-600">
          {formatSubmittedAt(submission.createdAt, language)}
        </time>
      </div>
      <div className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-neutral-700">
        <span className="rounded-md bg-sky-50 px-1.5 py-0.5 text-xs font-semibold text-sky-900">{t(`kinds.${submission.kind}`)}</span>
        <span className="break-all">{submission.email}</span>
      </div>
      <section aria-label={t('mails')} className="mt-2">
        {submission.mails.length === 0 ? (
          <p className="text-sm text-neutral-600">{t('noMails')}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {submission.mails.map((mail) => (
              <MailLine key={mail.id} mail={mail} t={t} onResend={onResend} />
            ))}
          </ul>
        )}
      </section>
      <details className="group mt-2">
        <summary className={cx('inline-flex cursor-pointer list-none items-center gap-1 rounded-md text-sm font-medium text-sky-800', FOCUS_RING_LIGHT)}>
          <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90 motion-reduce:transition-none" />
          {t('showValues')}
        </summary>
        <dl className="mt-2 grid grid-cols-[minmax(0,10rem)_1fr] gap-x-3 gap-y-1 text-sm">
          {rows.map((row) => (
            <div key={row.key} className="contents">
              <dt className="text-neutral-600">{row.label}</dt>
              <dd className="break-words whitespace-pre-wrap">{row.text}</dd>
            </div>
          ))}
        </dl>
      </details>
    </li>
  );
}
