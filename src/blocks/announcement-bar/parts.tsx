import type { ReactNode } from 'react';
import type { PaletteColor } from '../../shared/blocks/constants';
import { buttonOf, isSlotVisible } from '../../shared/blocks/fields';
import { SlotButton } from '../_shared/slots';
import { cx } from '../_shared/styles';
import type { BlockRenderProps } from '../types';
import type { SlotDefinition } from '../../shared/blocks/types';

/**
 * An announcement's link: live, a compact underlined link (only with label and target); edit mode
 * goes through SlotButton so the injected editor and the missing-link warnings work as elsewhere.
 */
export function AnnouncementLink(
  props: BlockRenderProps & { slot: string; definition: SlotDefinition; surface: PaletteColor | null; className?: string },
): ReactNode {
  const { group, ctx, slot, definition, surface, className } = props;
  if (ctx.mode === 'edit') return <SlotButton group={group} ctx={ctx} slot={slot} definition={definition} variant="secondary" surface={surface} />;
  if (!isSlotVisible(group, slot)) return null;
  const { label, href, newTab } = buttonOf(group, slot, ctx);
  if (label === null || href === null) return null;
  return (
    <a
      href={href}
      data-slot={slot}
      data-field-id={group.fields[slot]?.id}
      // At least 24 px tall (WCAG 2.2 target size): the bar's small text alone makes a 20 px target.
      className={cx('inline-block min-h-6 py-0.5 font-semibold underline decoration-2 underline-offset-4 hover:decoration-current/60', className)}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {label}
    </a>
  );
}
