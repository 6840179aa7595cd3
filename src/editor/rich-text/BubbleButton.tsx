'use client';

import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { FOCUS_RING_LIGHT, WithTooltip } from '../toolbar/ui';

type Props = Omit<ComponentPropsWithoutRef<'button'>, 'children'> & { label: string; active?: boolean; children: ReactNode };

/** One tool of the rich-text bubble: icon, tooltip (200 ms via the shell's provider), pressed state. */
export function BubbleButton({ label, active, className, children, ...rest }: Props) {
  return (
    <WithTooltip label={label}>
      <button
        type="button"
        aria-label={label}
        aria-pressed={active}
        className={cx(
          'inline-flex h-8 min-w-8 items-center justify-center gap-1 rounded-lg px-1.5 text-neutral-700 hover:bg-neutral-100 aria-pressed:bg-sky-100 aria-pressed:text-sky-800',
          FOCUS_RING_LIGHT,
          className,
        )}
        {...rest}
      >
        {children}
      </button>
    </WithTooltip>
  );
}
