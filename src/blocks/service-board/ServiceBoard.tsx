import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCost, formatPreview } from '../_shared/cards/format';
import { itemNumbers, itemSlotProps } from '../_shared/cards/items';
import { GRID_COLUMNS } from '../_shared/cards/layout';
import { BoardSection, SlotFormatted } from '../_shared/cards/parts';
import { optionOf } from '../../shared/blocks/options';
import { SlotText } from '../_shared/slots';
import type { BlockRenderProps } from '../types';
import type { SlotDefinition } from '../../shared/blocks/types';
import { SERVICE_ITEM_FIELDS, serviceBoardDefinition as board, serviceCardDefinition as card } from '../../shared/blocks/service-board/definition';

type ServiceCardProps = BlockRenderProps & { n: number | null; slots: Record<string, SlotDefinition>; heading: 'h2' | 'h3' };

const withClock = (text: string): ReactNode => (
  <>
    <Clock aria-hidden="true" className="size-4 shrink-0" />
    {text}
  </>
);

export function ServiceCard({ group, ctx, n, slots, heading }: ServiceCardProps): ReactNode {
  const at = itemSlotProps(group, ctx, slots, n);
  return (
    <div data-service={n ?? ''} className="flex h-full flex-col gap-3 rounded-2xl border border-current/15 border-t-4 border-t-primary p-5">
      <SlotText {...at('title')} as={heading} className="font-heading text-xl font-bold leading-snug text-balance" />
      <SlotFormatted {...at('description')} as="p" className="leading-relaxed opacity-85" format={formatPreview} />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-2 pt-3 empty:hidden">
        <SlotFormatted
          {...at('duration')}
          as="p"
          className="inline-flex items-center gap-1.5 text-sm opacity-80"
          format={(text) => (text === null ? null : withClock(text))}
        />
        <SlotFormatted {...at('cost')} as="p" className="font-semibold" format={(text) => (text === null ? null : formatCost(text, ctx.locale))} />
      </div>
    </div>
  );
}

/** Service cards in a grid, in stored order, empty items skipped. */
export function ServiceBoard({ group, ctx }: BlockRenderProps): ReactNode {
  const numbers = itemNumbers(group, ctx, board.slots, SERVICE_ITEM_FIELDS);
  if (numbers.length === 0 && ctx.mode === 'live') return null;
  return (
    <BoardSection group={group} ctx={ctx} slots={board.slots} alignment={optionOf(board, group, 'alignment')} background={optionOf(board, group, 'background')}>
      <ul className={GRID_COLUMNS[optionOf(board, group, 'columnLayout')]}>
        {numbers.map((n) => (
          <li key={n}>
            <ServiceCard group={group} ctx={ctx} n={n} slots={board.slots} heading="h3" />
          </li>
        ))}
      </ul>
    </BoardSection>
  );
}

export function ServiceCardBlock({ group, ctx }: BlockRenderProps): ReactNode {
  return (
    <div className="mx-auto w-full max-w-md px-6 py-10">
      <ServiceCard group={group} ctx={ctx} n={null} slots={card.slots} heading="h2" />
    </div>
  );
}
