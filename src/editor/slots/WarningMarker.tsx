'use client';

import { TriangleAlert } from 'lucide-react';
import { cx } from '@/blocks/_shared/styles';
import { EDITOR_FONT, WithTooltip } from '../toolbar/ui';

/** What still needs doing before this item is complete; several messages are joined with " | " (editor-core §8). */
export function WarningMarker({ warnings, className }: { warnings: string[]; className?: string }) {
  if (warnings.length === 0) return null;
  const text = warnings.join(' | ');
  return (
    <WithTooltip label={text}>
      <button
        type="button"
        aria-label={text}
        data-warning-marker={text}
        className={cx(
          EDITOR_FONT,
          'z-10 inline-grid size-7 cursor-help place-items-center rounded-full bg-amber-400 text-amber-950 shadow-md ring-2 ring-white outline-none focus-visible:ring-sky-400',
          className,
        )}
      >
        <TriangleAlert aria-hidden="true" className="size-3.5" />
      </button>
    </WithTooltip>
  );
}
