'use client';

import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { toast } from '../toolbar/toast';
import { cx } from '@/blocks/_shared/styles';
import { useEditorEnvironment } from '@/editor/context';
import { useEditorT } from '@/editor/i18n/use-editor-t';
import { SidePanel } from '@/editor/toolbar/SidePanel';
import { FOCUS_RING_LIGHT, Spinner } from '@/editor/toolbar/ui';
import { ApiError, apiPost } from '@/editor/api-client';
import { FORM_KINDS, type FormKind, ZRetryMailRequest } from '@/shared/schemas/forms/inbox';
import { SubmissionItem } from './SubmissionItem';
import { csvExportHref, useSubmissions } from './use-submissions';

const SMALL_BUTTON = cx(
  'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-neutral-800 ring-1 ring-neutral-200 hover:bg-neutral-50 disabled:pointer-events-none disabled:opacity-40',
  FOCUS_RING_LIGHT,
);

/**
 * The form inbox (issue "forms that never lose a request"): every submission of this site's public
 * forms, newest first, 25 per page, with the delivery state of its e-mails and a CSV export — so a
 * request is never only in an e-mail. Filterable by form.
 */
type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function InboxDialog({ open, onOpenChange }: Props): ReactNode {
  const { editorLanguage: language, formLabels } = useEditorEnvironment();
  const t = useEditorT('editorInbox');
  const filterId = useId();
  const [kind, setKind] = useState<FormKind | null>(null);
  const [page, setPage] = useState(1);
  const { state, retry } = useSubmissions(open, kind, page);
  // A mail that failed after every attempt is queued again; the list then shows it pending.
  const resend = (mailId: string) => {
    apiPost('/forms/mails/retry', ZRetryMailRequest, { id: mailId })
      .then(() => {
        toast.success(t('resendQueued'));
        retry();
      })
      .catch((error: unknown) => toast.error(error instanceof ApiError ? error.message : t('loadFailed')));
  };
  // Each opening starts on the newest page.
  useEffect(() => {
    if (open) setPage(1);
  }, [open]);

  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.page.total / state.page.pageSize)) : 1;

  return (
    <SidePanel open={open} onOpenChange={onOpenChange} title={t('title')} description={t('description')} closeLabel={t('close')} width="wide">
      <div className="flex flex-wrap items-end justify-between gap-3 px-5 py-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={filterId} className="text-xs font-semibold text-neutral-600">
            {t('filter')}
          </label>
          <select
            id={filterId}
            value={kind ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              setKind(FORM_KINDS.find((entry) => entry === value) ?? null);
              setPage(1);
            }}
            className={cx('h-9 rounded-lg bg-white px-2 text-sm ring-1 ring-neutral-200', FOCUS_RING_LIGHT)}
          >
            <option value="">{t('allKinds')}</option>
            {FORM_KINDS.map((entry) => (
              <option key={entry} value={entry}>
                {t(`kinds.${entry}`)}
              </option>
            ))}
          </select>
        </div>
        <a href={csvExportHref(kind)} download className={SMALL_BUTTON}>
          <Download aria-hidden="true" className="size-4" />
          {t('exportCsv')}
        </a>
      </div>
      <div className="flex-1 overflow-y-auto px-5 pb-3" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' ? <Spinner label={t('loading')} className="py-6 text-neutral-500" /> : null}
        {state.status === 'error' ? (
          <div role="alert" className="flex flex-col items-start gap-2 rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-900">
            <p>
              {t('loadFailed')} {state.message}
            </p>
            <button type="button" onClick={retry} className={SMALL_BUTTON}>
              {t('retry')}
            </button>
          </div>
        ) : null}
        {state.status === 'ready' && state.page.items.length === 0 ? <p className="py-6 text-sm text-neutral-600">{t('empty')}</p> : null}
        {state.status === 'ready' && state.page.items.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {state.page.items.map((submission) => (
              <SubmissionItem key={submission.id} submission={submission} t={t} language={language} forms={formLabels} onResend={resend} />
            ))}
          </ul>
        ) : null}
      </div>
      {state.status === 'ready' && state.page.total > 0 ? (
        <div className="flex items-center justify-between gap-2 border-t border-neutral-100 px-5 py-3 text-sm">
          <button type="button" className={SMALL_BUTTON} disabled={page <= 1} onClick={() => setPage((n) => n - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('previous')}</span>
          </button>
          <span className="text-neutral-700">
            {t('pageOf', { page, pages })} · {t('total', { count: state.page.total })}
          </span>
          <button type="button" className={SMALL_BUTTON} disabled={page >= pages} onClick={() => setPage((n) => n + 1)}>
            <span className="sr-only">{t('next')}</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
    </SidePanel>
  );
}
