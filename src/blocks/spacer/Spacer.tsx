import type { ReactNode } from 'react';
import { optionOf } from '../../shared/blocks/options';
import type { BlockRenderProps } from '../types';
import { spacerDefinition as definition } from '../../shared/blocks/spacer/definition';

/**
 * Empty vertical space. The height is an inline style rather than a Tailwind class because it is a
 * clamped number (1..12 rem), not one of a few written-out classes. Purely visual: hidden from AT.
 * In edit mode, while the toolbar is on, a dashed outline keeps the otherwise invisible section
 * findable (`data-edit-outline`, drawn by the editor's sheet; toolbar off, the page reads as live).
 */
export function Spacer({ group, ctx }: BlockRenderProps): ReactNode {
  const height = optionOf(definition, group, 'height');
  const showDivider = optionOf(definition, group, 'showDivider');

  return (
    <div
      aria-hidden="true"
      style={{ height: `${height}rem` }}
      data-edit-outline={ctx.mode === 'edit' ? '' : undefined}
      className="flex items-center px-6 sm:px-10"
    >
      {showDivider && <hr className="mx-auto w-full max-w-6xl border-0 border-t border-current opacity-15" />}
    </div>
  );
}
