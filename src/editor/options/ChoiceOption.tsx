'use client';

import { ToggleGroup } from 'radix-ui';
import { choiceValues } from '@/editor/lib/option-values';
import type { OptionControlProps } from './control-props';
import { segmentColumns, segmentGroupClass, segmentItemClass, useValueLabel } from './ui';

/**
 * One choice among named values (alignment, layouts, sizes…) as a segmented control. Arrow keys
 * move between segments without choosing; Enter or Space chooses, which saves.
 */
export function ChoiceOption({ labelId, definition, value, disabled, onCommit }: OptionControlProps) {
  const valueLabel = useValueLabel();
  const values = choiceValues(definition);
  const current = typeof value === 'string' ? value : '';
  return (
    <ToggleGroup.Root
      type="single"
      aria-labelledby={labelId}
      value={current}
      disabled={disabled}
      onValueChange={(next) => {
        // Pressing the chosen segment again would clear it; an enumerated option always has a value.
        if (next !== '' && next !== current) onCommit(next);
      }}
      className={`${segmentGroupClass} ${segmentColumns(values.length)}`}
    >
      {values.map((option) => (
        <ToggleGroup.Item key={option} value={option} className={segmentItemClass}>
          {valueLabel(option)}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
