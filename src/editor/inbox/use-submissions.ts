'use client';

import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiGet } from '@/editor/api-client';
import { type FormKind, type FormSubmissionPage, ZFormSubmissionPage } from '@/shared/schemas/forms/inbox';

export type SubmissionsState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; page: FormSubmissionPage };

/** Query of GET /api/v1/forms/submissions (and the CSV export, which ignores the page). */
export function submissionsQuery(kind: FormKind | null, page?: number): Record<string, string> {
  return { ...(page ? { page: String(page) } : {}), ...(kind ? { kind } : {}) };
}

export function csvExportHref(kind: FormKind | null): string {
  const query = new URLSearchParams(submissionsQuery(kind)).toString();
  return `/api/v1/forms/submissions.csv${query ? `?${query}` : ''}`;
}

/** One page of the inbox, loaded while `active`; the answer is checked against the shared schema. */
export function useSubmissions(active: boolean, kind: FormKind | null, page: number) {
  const [state, setState] = useState<SubmissionsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!active) return;
    let current = true;
    setState({ status: 'loading' });
    // `attempt` is read so a retry loads again with the same kind and page.
    void attempt;
    apiGet<unknown>('/forms/submissions', submissionsQuery(kind, page))
      .then((data) => {
        const parsed = ZFormSubmissionPage.safeParse(data);
        if (!current) return;
        // An answer of another shape: the dialog's own text (zod's wording is English and technical).
        setState(parsed.success ? { status: 'ready', page: parsed.data } : { status: 'error', message: '' });
      })
      .catch((error: unknown) => {
        if (current) setState({ status: 'error', message: error instanceof ApiError ? error.message : '' });
      });
    return () => {
      current = false;
    };
  }, [active, kind, page, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
