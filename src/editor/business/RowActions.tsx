'use client';

import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { cx } from '@/blocks/_shared/styles';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';

const ROW_BUTTON = cx('rounded-lg p-1.5 text-neutral-700 hover:bg-neutral-100 disabled:opacity-30', FOCUS_RING_LIGHT);

/** Props every listed entry of the profile (a branch, a person) takes for its place in the list. */
export type ListEntryProps = { index: number; count: number; onMove: (offset: -1 | 1) => void; onRemove: () => void };

/** Move up, move down and remove for one entry of a list; labels name the entry. */
export function RowActions({ index, count, onMove, onRemove, labels }: ListEntryProps & { labels: { up: string; down: string; remove: string } }) {
  return (
    <span className="flex items-center gap-0.5">
      <button type="button" className={ROW_BUTTON} disabled={index === 0} aria-label={labels.up} onClick={() => onMove(-1)}>
        <ArrowUp aria-hidden="true" className="size-3.5" />
      </button>
      <button type="button" className={ROW_BUTTON} disabled={index === count - 1} aria-label={labels.down} onClick={() => onMove(1)}>
        <ArrowDown aria-hidden="true" className="size-3.5" />
      </button>
      <button type="button" className={cx(ROW_BUTTON, 'text-rose-700')} aria-label={labels.remove} onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-3.5" />
      </button>
    </span>
  );
}
