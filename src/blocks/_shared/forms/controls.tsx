import type { ReactNode } from 'react';
import type { FieldError as HookFieldError } from 'react-hook-form';
import { cx } from '../styles';
import { type FormsT, formMessageText } from './forms-text';
import type { SubmitState } from './use-form-submission';

/**
 * Accessible building blocks of the public forms (used by the client islands only). Every control
 * has a visible <label>; an invalid one gets aria-invalid and aria-describedby pointing at its
 * error text, which is a role=alert so screen readers announce it when it appears.
 */

/** Errors from the schema carry a message key; errors the server sent are already sentences. */
export const SERVER_ERROR = 'server';

type ErrorLike = { type?: HookFieldError['type']; message?: HookFieldError['message'] };

export function errorText(t: FormsT, error: ErrorLike | undefined): string | null {
  if (typeof error?.message !== 'string' || error.message === '') return null;
  return error.type === SERVER_ERROR ? error.message : formMessageText(t, error.message);
}

export const INPUT_CLASS =
  'w-full rounded-lg border border-text/35 bg-white px-3 py-2.5 text-base text-[#1d2433] shadow-sm transition-colors hover:border-text/60 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700 disabled:opacity-60';

export type FieldA11y = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; 'aria-required'?: true };

type FieldProps = {
  id: string;
  label: string;
  error: string | null;
  required?: boolean;
  /** Shown after optional fields' labels, e.g. "optional". */
  optionalLabel?: string;
  hint?: string;
  className?: string;
  children: (a11y: FieldA11y) => ReactNode;
};

export function FieldErrorText({ id, message }: { id: string; message: string | null }): ReactNode {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}

/** Label, control (rendered by `children` with the ARIA wiring), hint and error of one field. */
export function Field({ id, label, error, required, optionalLabel, hint, className, children }: FieldProps): ReactNode {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-medium">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
        {!required && optionalLabel ? <span className="font-normal opacity-75"> ({optionalLabel})</span> : null}
      </label>
      {children({
        id,
        'aria-invalid': error !== null,
        'aria-describedby': describedBy(hint && hintId, error !== null && errorId),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {hint ? (
        <p id={hintId} className="text-sm opacity-75">
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={errorId} message={error} />
    </div>
  );
}

type ChoiceGroupProps = {
  id: string;
  legend: string;
  error: string | null;
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** A fieldset of radios or checkboxes; each choice points at the group's error via `choiceA11y`. */
export function ChoiceGroup({ id, legend, error, required, className, children }: ChoiceGroupProps): ReactNode {
  return (
    <fieldset id={id} className={cx('flex flex-col gap-2', className)}>
      <legend className="mb-1 font-medium">
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {children}
      <FieldErrorText id={`${id}-error`} message={error} />
    </fieldset>
  );
}

export function choiceA11y(groupId: string, error: string | null): Omit<FieldA11y, 'id'> {
  return { 'aria-invalid': error !== null, 'aria-describedby': error !== null ? `${groupId}-error` : undefined };
}

export const CHOICE_CLASS = 'flex items-start gap-2.5 rounded-lg py-1 has-[:disabled]:opacity-60';
export const CHECK_CLASS = 'mt-1 size-4 shrink-0 accent-primary';

/**
 * The honeypot (`website`): people never see or reach it, bots fill it in. Hidden visually and
 * from assistive technology, out of the tab order and never autofilled.
 */
export function Honeypot({ id, label, children }: { id: string; label: string; children: (props: { id: string }) => ReactNode }): ReactNode {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      {children({ id })}
    </div>
  );
}

/** The submit button's label in each submit state (spec §4.1: they come from translations). */
export type SubmitLabels = Record<SubmitState, string>;

type SubmitAreaProps = {
  state: SubmitState;
  labels: SubmitLabels;
  /** The send failure sentence (server's or generic), kept until the next attempt. */
  error: string | null;
  sentNotice: string;
  /** Replaces the button label and disables it (the sponsor form's closed booking). */
  closedLabel?: string | null;
  /** Edit mode: the form is shown but never sent. */
  previewHint?: string | null;
};

/** Submit button (label per state, disabled while loading or sent), the sent notice and the failure alert. */
export function SubmitArea({ state, labels, error, sentNotice, closedLabel, previewHint }: SubmitAreaProps): ReactNode {
  const disabled = state === 'loading' || state === 'sent' || Boolean(closedLabel) || Boolean(previewHint);
  return (
    <div className="flex flex-col items-start gap-3">
      <button
        type="submit"
        disabled={disabled}
        aria-busy={state === 'loading' || undefined}
        data-state={state}
        className="inline-flex min-h-12 items-center justify-center rounded-full bg-primary px-7 py-3 text-base font-semibold text-white shadow-lg shadow-black/10 transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-70 disabled:hover:brightness-100"
      >
        {closedLabel || labels[state]}
      </button>
      {previewHint ? <p className="text-sm opacity-75">{previewHint}</p> : null}
      <p role="status" className="font-medium empty:hidden">
        {state === 'sent' ? sentNotice : ''}
      </p>
      <p role="alert" className="font-medium text-red-700 empty:hidden">
        {error ?? ''}
      </p>
    </div>
  );
}

/**
 * What a post without JavaScript needs besides the fields (the island adds both to its JSON
 * body): the page language for the answer, and the section the values belong to.
 */
export function PostFields({ locale, groupId }: { locale: string; groupId: string }): ReactNode {
  return (
    <>
      <input type="hidden" name="lang" value={locale} />
      <input type="hidden" name="groupId" value={groupId} />
    </>
  );
}
