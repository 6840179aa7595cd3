'use client';

import { type FormEvent, useId, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { LinkValue } from '@/shared/content/links';
import { LINK_TYPES, type LinkDraft } from '../lib/link-value';
import { PagePicker } from '../options/PagePicker';
import { FOCUS_RING_LIGHT, Spinner } from '../toolbar/ui';
import { useEditorT } from '../i18n/use-editor-t';
import { inputFromDraft, type LinkDraftError, type LinkInput, linkFromInput } from './link-draft';

type Props = {
  initial: LinkDraft;
  onSubmit: (link: LinkValue) => void;
  onRemove?: () => void;
  busy?: boolean;
};

const INPUT = cx(
  'h-9 w-full rounded-lg border-0 bg-white px-2.5 text-sm text-neutral-900 ring-1 ring-neutral-300 placeholder:text-neutral-400',
  FOCUS_RING_LIGHT,
);

function textPatch(type: 'url' | 'email' | 'phone', value: string): Partial<LinkInput> {
  if (type === 'url') return { url: value };
  return type === 'email' ? { email: value } : { phone: value };
}

/**
 * Link editor shared by rich text and buttons: type (url, email, phone, page) and its value.
 * Pages are chosen in the option editor's page picker (drafts included).
 */
export function LinkForm({ initial, onSubmit, onRemove, busy = false }: Props) {
  const t = useEditorT('editorToolbar');
  const id = useId();
  const [input, setInput] = useState<LinkInput>(() => inputFromDraft(initial));
  const [error, setError] = useState<LinkDraftError | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const result = linkFromInput(input);
    if (!result.ok) return setError(result.error);
    setError(null);
    onSubmit(result.link);
  }
  const textType = input.type === 'page' ? null : input.type;
  const update = (patch: Partial<LinkInput>) => {
    setError(null);
    setInput((current) => ({ ...current, ...patch }));
  };

  return (
    <form onSubmit={submit} className="flex w-72 flex-col gap-3" noValidate>
      <fieldset className="grid grid-cols-4 gap-1 rounded-xl bg-neutral-100 p-1">
        <legend className="sr-only">{t('link.type')}</legend>
        {LINK_TYPES.map((type) => (
          <label
            key={type}
            className="cursor-pointer rounded-lg px-1 py-1.5 text-center text-xs font-medium text-neutral-600 has-checked:bg-white has-checked:text-neutral-900 has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-sky-500"
          >
            <input type="radio" name={`${id}-type`} value={type} checked={input.type === type} onChange={() => update({ type })} className="sr-only" />
            {t(`link.types.${type}`)}
          </label>
        ))}
      </fieldset>
      {textType === null ? (
        <div className="max-h-64 overflow-y-auto rounded-lg ring-1 ring-neutral-200">
          <PagePicker selected={input.page} onSelect={(page) => update({ page })} disabled={busy} />
        </div>
      ) : (
        <input
          aria-label={t(`link.types.${textType}`)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          type={textType === 'email' ? 'email' : textType === 'phone' ? 'tel' : 'url'}
          className={INPUT}
          placeholder={t(`link.placeholder.${textType}`)}
          value={input[textType]}
          onChange={(event) => update(textPatch(textType, event.target.value))}
        />
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-rose-600">
          {error === 'required' ? t('link.required') : t(`slots.validation.${error}`)}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-2">
        {onRemove ? (
          <button
            type="button"
            onClick={onRemove}
            className={cx('rounded-lg px-2 py-1.5 text-xs font-medium text-rose-600 hover:bg-rose-50', FOCUS_RING_LIGHT)}
          >
            {t('link.remove')}
          </button>
        ) : (
          <span />
        )}
        <button
          type="submit"
          disabled={busy}
          className={cx(
            'inline-flex h-9 items-center gap-2 rounded-lg bg-neutral-900 px-3 text-sm font-semibold text-white hover:bg-neutral-800 disabled:opacity-60',
            FOCUS_RING_LIGHT,
          )}
        >
          {busy ? <Spinner /> : null}
          {t('link.apply')}
        </button>
      </div>
    </form>
  );
}
