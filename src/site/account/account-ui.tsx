import type { ReactNode } from 'react';
import type { AccountError, AccountNotice, AccountSection } from '@/shared/schemas/account';
import type { AccountT } from './account-texts';

export const INPUT = 'rounded-md border border-black/25 px-3 py-2 aria-invalid:border-red-700';
export const BUTTON =
  'self-start rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white shadow hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';
export const QUIET_BUTTON =
  'rounded-full px-4 py-1.5 text-sm font-medium text-neutral-900 ring-1 ring-black/20 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';

/** What the last form of this section did (from the page's query), to show in the section. */
export type SectionAnswer = { notice: AccountNotice | null; error: AccountError | null };

/** One section of the account page: a heading (its anchor) and the answer of its last form. */
export function AccountSectionCard(props: { id: AccountSection; title: string; t: AccountT; answer: SectionAnswer | null; children: ReactNode }) {
  const { answer, t } = props;
  return (
    <section id={props.id} aria-labelledby={`${props.id}-title`} className="scroll-mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
      <h2 id={`${props.id}-title`} className="text-lg font-semibold">
        {props.title}
      </h2>
      {answer?.notice ? (
        <p role="status" className="mt-3 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
          {t(`notice.${answer.notice}`)}
        </p>
      ) : null}
      {answer?.error ? (
        <p id={`${props.id}-error`} role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {t(`error.${answer.error}`)}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-4">{props.children}</div>
    </section>
  );
}

/** A labelled input of an account form; invalid (and described by the section's error) when told. */
export function AccountField(props: {
  id: string;
  label: string;
  hint?: string;
  errorId?: string | null;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy = [props.hint ? `${props.id}-hint` : null, props.errorId ?? null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label}
      </label>
      {props.children(describedBy)}
      {props.hint ? (
        <p id={`${props.id}-hint`} className="text-sm text-neutral-600">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}

/** The hidden field every account form carries: the page language to come back to. */
export const LocaleField = ({ locale }: { locale: string }) => <input type="hidden" name="locale" value={locale} />;
