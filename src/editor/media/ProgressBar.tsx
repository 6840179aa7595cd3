'use client';

import { cx } from '@/blocks/_shared/styles';

/** A labelled progress bar, 0–100. */
export function ProgressBar({ label, value, tone = 'neutral' }: { label: string; value: number; tone?: 'neutral' | 'error' | 'done' }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-1.5 w-full overflow-hidden rounded-full bg-neutral-200"
    >
      <div
        className={cx(
          'h-full rounded-full transition-[width] motion-reduce:transition-none',
          tone === 'error' ? 'bg-rose-500' : tone === 'done' ? 'bg-emerald-500' : 'bg-sky-500',
        )}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
