import type { ReactNode } from 'react';

/** The card of the sign-in pages (login, forgotten password, new password, code): host name, title, content. */
export function AuthCard({ hostName, title, children }: { hostName: string; title: string; children: ReactNode }) {
  return (
    <main id="main" className="grid min-h-screen place-items-center bg-neutral-50 px-6">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-xl ring-1 ring-black/5">
        <p className="text-sm font-medium uppercase tracking-wide text-neutral-500">{hostName}</p>
        <h1 className="mt-1 text-2xl font-semibold">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export const FIELD = 'rounded-md border border-black/25 px-3 py-2 aria-invalid:border-red-700';
export const PRIMARY_BUTTON = 'rounded-full bg-primary px-6 py-3 font-medium text-white shadow disabled:opacity-60';
export const TEXT_LINK = 'font-medium text-primary underline underline-offset-2';

/** A labelled input with its error (announced, and named by the input's aria-describedby). */
export function Field(props: {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}) {
  const describedBy = [props.hint ? `${props.id}-hint` : null, props.error ? `${props.id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.id} className="font-medium">
        {props.label}
      </label>
      {props.children(describedBy, Boolean(props.error))}
      {props.hint ? (
        <p id={`${props.id}-hint`} className="text-sm text-neutral-600">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${props.id}-error`} role="alert" className="text-sm text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** A required text input in its Field: the input's id, name, type and autocomplete, the rest as Field has it. */
export function TextField(props: {
  id: string;
  name: string;
  type: 'email' | 'password';
  autoComplete: string;
  label: string;
  error?: string | null;
  hint?: string;
  minLength?: number;
}) {
  return (
    <Field id={props.id} label={props.label} error={props.error} hint={props.hint}>
      {(describedBy, invalid) => (
        <input
          id={props.id}
          name={props.name}
          type={props.type}
          required
          minLength={props.minLength}
          autoComplete={props.autoComplete}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={FIELD}
        />
      )}
    </Field>
  );
}
