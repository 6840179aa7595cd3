'use client';

import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { clampNumberOption, numberBounds, stepNumberOption } from '@/editor/lib/number-option';
import type { OptionControlProps } from './control-props';
import { ghostButtonClass, inputClass, OptionForm, useOptionTexts } from './ui';

/** A number within the option's range (editor-core §5): clamped on blur and on save, empty → min. */
export function NumberOption({ id, labelId, definition, value, disabled, onCommit }: OptionControlProps) {
  const t = useOptionTexts();
  const range = definition.range;
  const { min, max } = numberBounds(range);
  const [draft, setDraft] = useState(() => String(clampNumberOption(typeof value === 'number' ? value : '', range)));
  const current = clampNumberOption(draft, range);

  function save() {
    setDraft(String(current));
    onCommit(current);
  }

  return (
    <OptionForm onSubmit={save} disabled={disabled}>
      <div className="flex items-center gap-1">
        <button
          type="button"
          aria-label={t('decrease')}
          className={`${ghostButtonClass} border border-neutral-200 px-1.5`}
          disabled={disabled || current <= min}
          onClick={() => setDraft(String(stepNumberOption(draft, -1, range)))}
        >
          <Minus aria-hidden="true" className="size-3.5" />
        </button>
        <input
          id={`${id}-input`}
          type="number"
          inputMode="decimal"
          step={1}
          min={min}
          max={Number.isFinite(max) ? max : undefined}
          aria-labelledby={labelId}
          className={`${inputClass} text-center tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none`}
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => setDraft(String(current))}
        />
        <button
          type="button"
          aria-label={t('increase')}
          className={`${ghostButtonClass} border border-neutral-200 px-1.5`}
          disabled={disabled || current >= max}
          onClick={() => setDraft(String(stepNumberOption(draft, 1, range)))}
        >
          <Plus aria-hidden="true" className="size-3.5" />
        </button>
      </div>
    </OptionForm>
  );
}
