'use client';

import { useState } from 'react';
import type { OptionControlProps } from './control-props';
import { inputClass, OptionForm } from './ui';

/** Free text; saves only when the value changed (editor-panels §4 "Text inputs"). */
export function TextOption({ id, labelId, value, disabled, onCommit }: OptionControlProps) {
  const initial = typeof value === 'string' ? value : '';
  const [draft, setDraft] = useState(initial);
  return (
    <OptionForm onSubmit={() => onCommit(draft)} disabled={disabled} canSave={draft !== initial}>
      <input
        id={`${id}-input`}
        type="text"
        aria-labelledby={labelId}
        className={inputClass}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
      />
    </OptionForm>
  );
}
