'use client';

import { type ClipboardEvent, type KeyboardEvent, useId, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { type InlineFormat, type InlineValidationError, validateInlineValue } from '../lib/inline-validation';
import { EDITOR_FONT } from '../toolbar/ui';
import { shake } from '../shake';

export type InlineTag = 'h1' | 'h2' | 'h3' | 'p' | 'span';

type Props = {
  as: InlineTag;
  value: string | null;
  className?: string;
  /** Accessible name and, when empty, the placeholder (the slot's label). */
  label: string;
  format: InlineFormat;
  errorText: (error: InlineValidationError) => string;
  /** Persists a changed value; resolves false when saving failed (the caller has told the user). */
  onSave: (value: string | null) => Promise<boolean>;
  /** A valid value while typing (autosaved after a pause). */
  onDraft?: (value: string | null) => void;
  /** An unsent value from an earlier visit, shown instead of `value` until it is saved. */
  restored?: string | null;
  attributes?: Record<string, string | undefined>;
};

export const EDITABLE_AFFORDANCE =
  'cursor-text outline-offset-4 transition-[outline-color] hover:outline-1 hover:outline-dashed hover:outline-current/40 focus:outline-2 focus:outline-solid focus:outline-sky-400';

const FORMATTING_KEYS = new Set(['b', 'i', 'u']);

/** Plain text only: a paste keeps no markup from the clipboard. */
function pastePlain(event: ClipboardEvent<HTMLElement>) {
  event.preventDefault();
  const text = event.clipboardData.getData('text/plain').replace(/\s*\n\s*/g, ' ');
  const selection = window.getSelection();
  if (!selection?.rangeCount) return;
  const range = selection.getRangeAt(0);
  range.deleteContents();
  range.insertNode(document.createTextNode(text));
  range.collapse(false);
}

/**
 * Text edited in place, in the live page's own tag and classes so it looks exactly as published.
 * Saves on blur and on Enter; Escape restores. Empty or whitespace-only saves null, an unchanged
 * value saves nothing, and a value failing its format shakes and shows the error without saving
 * (editor-core §4, §5).
 */
export function InlineEditable({ as: Tag, value, className, label, format, errorText, onSave, onDraft, restored, attributes }: Props) {
  const [error, setError] = useState<InlineValidationError | null>(null);
  const [saving, setSaving] = useState(false);
  const errorId = useId();

  async function commit(element: HTMLElement) {
    const result = validateInlineValue(format, element.textContent ?? '');
    if (!result.ok) {
      setError(result.error);
      shake(element);
      return;
    }
    setError(null);
    if (result.value === value && restored === undefined && !onDraft) return;
    setSaving(true);
    await onSave(result.value);
    setSaving(false);
  }

  // Invalid text (a half-typed e-mail) is not autosaved; leaving the field shows the error.
  function onInput(element: HTMLElement) {
    const result = validateInlineValue(format, element.textContent ?? '');
    if (result.ok) onDraft?.(result.value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      event.currentTarget.blur();
    } else if (event.key === 'Escape') {
      event.currentTarget.textContent = value ?? '';
      setError(null);
      event.currentTarget.blur();
    } else if ((event.metaKey || event.ctrlKey) && FORMATTING_KEYS.has(event.key.toLowerCase())) {
      event.preventDefault();
    }
  }

  return (
    <>
      <Tag
        // A new value from the server remounts the element, so React never fights the user's DOM edits.
        key={`${value ?? ''}\u0000${restored ?? ''}`}
        {...attributes}
        data-inline-editable=""
        data-placeholder={label}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-busy={saving || undefined}
        spellCheck
        className={cx(className, EDITABLE_AFFORDANCE, saving && 'opacity-70')}
        onBlur={(event) => void commit(event.currentTarget)}
        onInput={(event) => onInput(event.currentTarget)}
        onKeyDown={onKeyDown}
        onPaste={pastePlain}
        onDrop={(event) => event.preventDefault()}
      >
        {restored === undefined ? value : restored}
      </Tag>
      {error ? (
        <span
          id={errorId}
          role="alert"
          className={cx(EDITOR_FONT, 'mt-1 block w-fit rounded-lg bg-rose-50 px-2 py-1 text-sm font-medium text-rose-700 ring-1 ring-rose-200')}
        >
          {errorText(error)}
        </span>
      ) : null}
    </>
  );
}
