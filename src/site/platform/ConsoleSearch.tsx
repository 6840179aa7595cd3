import type { ReactNode } from 'react';
import { BUTTON, INPUT } from '../account/account-ui';

/** A console list's search: one labelled search field, a plain GET form back to the console. */
export function ConsoleSearch(props: { id: string; name: string; label: string; value: string; action: string; submitLabel: string; children?: ReactNode }) {
  return (
    <search className="mt-4">
      <form method="get" action={props.action} className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-72 flex-1 flex-col gap-1">
          <label htmlFor={props.id} className="text-sm font-medium">
            {props.label}
          </label>
          <input id={props.id} name={props.name} type="search" defaultValue={props.value} maxLength={200} className={INPUT} />
        </div>
        <button type="submit" className={BUTTON}>
          {props.submitLabel}
        </button>
        {props.children}
      </form>
    </search>
  );
}

/** A console table's header row: one column header per label. */
export function ConsoleTableHead({ labels, cellClassName }: { labels: string[]; cellClassName: string }) {
  return (
    <thead className="border-b border-black/10 text-neutral-600">
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className={cellClassName}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
