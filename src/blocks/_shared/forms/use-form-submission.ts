'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../shared/locales';
import { postForm } from './post-form';
import { newSubmissionKey } from './submission-key';

/** Spec §4.1: idle → loading → sent or error. */
export type SubmitState = 'idle' | 'loading' | 'sent' | 'error';

type Options = {
  /** API path below /api/v1, e.g. `/contact`. */
  path: string;
  locale: Locale;
  /** The form section's group id; the server reads its options (themes, booked flags). */
  groupId: string;
  /** The visitor's sentence for a failure the server did not explain (no network, no envelope). */
  failedText: string;
  /** How long the error state lasts before the form is idle again. */
  errorResetMs: number;
  /** null: sent is final (contact form); otherwise back to idle after that long (sponsor form). */
  sentResetMs: number | null;
  /** The state the form shows first: `sent` after a post without JavaScript stored it. */
  initialState?: SubmitState;
  /** Called once the server stored the submission (the form resets itself here). */
  onSent: () => void;
  /** Called with the server's localized message per invalid field (400). */
  onFieldErrors: (fieldErrors: Record<string, string>) => void;
};

/**
 * The submit state machine of a public form. One submission key per fill-in: made on the first
 * send, reused by a retry or a double click (the server answers the same submission), renewed only
 * after a successful send — so a request is stored once however often the button is pressed.
 */
export function useFormSubmission<V extends object>(options: Options) {
  const { path, locale, groupId, failedText, errorResetMs, sentResetMs, initialState = 'idle', onSent, onFieldErrors } = options;
  const [state, setState] = useState<SubmitState>(initialState);
  const [error, setError] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const after = useCallback((ms: number, next: SubmitState) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState(next), ms);
  }, []);

  // Sent by a post without JavaScript: once the page hydrates, sent lasts as long as after a fetch.
  const initiallySent = useRef(initialState === 'sent');
  useEffect(() => {
    if (initiallySent.current && sentResetMs !== null) after(sentResetMs, 'idle');
  }, [sentResetMs, after]);

  const submit = useCallback(
    async (values: V) => {
      if (busy.current) return;
      busy.current = true;
      clearTimeout(timer.current);
      key.current ??= newSubmissionKey();
      setState('loading');
      setError(null);
      const body = { ...values, lang: locale, groupId, submissionKey: key.current };
      const outcome = await postForm(path, body, failedText);
      busy.current = false;
      if (outcome.kind === 'sent') {
        key.current = null;
        onSent();
        setState('sent');
        if (sentResetMs !== null) after(sentResetMs, 'idle');
        return;
      }
      if (outcome.kind === 'invalid') onFieldErrors(outcome.fieldErrors);
      setError(outcome.error);
      setState('error');
      after(errorResetMs, 'idle');
    },
    [path, locale, groupId, failedText, errorResetMs, sentResetMs, onSent, onFieldErrors, after],
  );

  return { state, error, submit };
}
