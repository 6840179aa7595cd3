'use client';

import { useState } from 'react';
import type { BranchLocation } from '@/shared/content/feeds';
import type { OptionControlProps } from './control-props';
import { OptionForm, useOptionTexts } from './ui';

/** A branch of the business (editor-core §3 "Location option"). */
export type Branch = BranchLocation;

/** Which branches a block shows: a checkbox per branch, saved as a list of branch ids. */
export function LocationOption({ id, labelId, value, disabled, onCommit, branches = [] }: OptionControlProps & { branches?: readonly Branch[] }) {
  const t = useOptionTexts();
  const [chosen, setChosen] = useState(() => new Set(Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []));

  if (branches.length === 0) return <p className="text-xs text-neutral-500">{t('noLocations')}</p>;

  function toggle(branchId: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(branchId);
    else next.delete(branchId);
    setChosen(next);
  }

  return (
    <OptionForm onSubmit={() => onCommit(branches.filter((branch) => chosen.has(branch.id)).map((branch) => branch.id))} disabled={disabled}>
      <fieldset aria-labelledby={labelId} className="max-h-60 space-y-0.5 overflow-y-auto">
        {branches.map((branch) => {
          const address = [`${branch.street} ${branch.streetNumber}`.trim(), branch.city].filter(Boolean).join(', ');
          return (
            <label key={branch.id} htmlFor={`${id}-${branch.id}`} className="flex cursor-pointer items-start gap-2 rounded-md px-1.5 py-1 hover:bg-neutral-50">
              <input
                id={`${id}-${branch.id}`}
                type="checkbox"
                className="mt-0.5 size-4 accent-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500"
                checked={chosen.has(branch.id)}
                disabled={disabled}
                onChange={(event) => toggle(branch.id, event.target.checked)}
              />
              <span className="min-w-0">
                <span className="block truncate">{branch.name.trim() || t('unknown')}</span>
                {address && <span className="block truncate text-xs text-neutral-500">{address}</span>}
              </span>
            </label>
          );
        })}
      </fieldset>
    </OptionForm>
  );
}
