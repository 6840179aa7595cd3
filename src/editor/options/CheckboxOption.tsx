'use client';

import { Switch } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { CHECKBOX_SAVE_DELAY_MS } from '@/editor/lib/option-values';
import type { OptionControlProps } from './control-props';
import { focusRing } from './ui';

/** A boolean option as a switch; it saves 100 ms after the last toggle (editor-core §4). */
export function CheckboxOption({ id, labelId, label, value, disabled, onCommit }: OptionControlProps) {
  const [pending, setPending] = useState<boolean | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const checked = pending ?? value === true;

  function toggle(next: boolean) {
    setPending(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      // From here the editor's value carries the state (and reverts it if the save fails).
      setPending(null);
      onCommit(next);
    }, CHECKBOX_SAVE_DELAY_MS);
  }

  return (
    <div className="flex items-center justify-between gap-3">
      <label id={labelId} htmlFor={`${id}-switch`} className="font-medium text-neutral-800">
        {label}
      </label>
      <Switch.Root
        id={`${id}-switch`}
        checked={checked}
        disabled={disabled}
        onCheckedChange={toggle}
        className={`relative inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full bg-neutral-300 transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-neutral-900 ${focusRing}`}
      >
        <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-[18px]" />
      </Switch.Root>
    </div>
  );
}
