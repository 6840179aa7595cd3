import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPreview } from '../_shared/cards/format';
import { itemNumbers, itemSlotProps } from '../_shared/cards/items';
import { GRID_COLUMNS } from '../_shared/cards/layout';
import { BoardSection, SlotFormatted } from '../_shared/cards/parts';
import type { PaletteColor } from '../../shared/blocks/constants';
import { optionOf } from '../../shared/blocks/options';
import { SlotButton, SlotText } from '../_shared/slots';
import type { BlockRenderProps } from '../types';
import type { SlotDefinition } from '../../shared/blocks/types';
import { GO_ITEM_FIELDS, goFeedDefinition as board, goFeedCardDefinition as card } from '../../shared/blocks/go-feed/definition';

type GoCardProps = BlockRenderProps & {
  /** Item number on a board; null for a standalone card. */
  n: number | null;
  slots: Record<string, SlotDefinition>;
  surface: PaletteColor | null;
  heading: 'h2' | 'h3';
};

export function GoCard({ group, ctx, n, slots, surface, heading }: GoCardProps): ReactNode {
  const at = itemSlotProps(group, ctx, slots, n);
  return (
    <div data-go-item={n ?? ''} className="flex h-full flex-col gap-3 rounded-2xl border border-current/15 p-5 sm:p-6">
      <ArrowRight aria-hidden="true" className="size-6 text-primary" />
      <SlotText {...at('title')} as={heading} className="font-heading text-xl font-bold leading-snug text-balance" />
      <SlotFormatted {...at('description')} as="p" className="leading-relaxed opacity-85" format={formatPreview} />
      <div className="mt-auto flex pt-2 empty:hidden">
        <SlotButton {...at('button')} variant="secondary" surface={surface} />
      </div>
    </div>
  );
}

/** Go cards in a grid of three to five columns, in stored order, empty items skipped. */
export function GoFeed({ group, ctx }: BlockRenderProps): ReactNode {
  const numbers = itemNumbers(group, ctx, board.slots, GO_ITEM_FIELDS);
  if (numbers.length === 0 && ctx.mode === 'live') return null;
  const columns = optionOf(board, group, 'columnLayout');
  const background = optionOf(board, group, 'background');
  return (
    <BoardSection group={group} ctx={ctx} slots={board.slots} alignment={optionOf(board, group, 'alignment')} background={background}>
      <ul className={GRID_COLUMNS[columns]}>
        {numbers.map((n) => (
          <li key={n}>
            <GoCard group={group} ctx={ctx} n={n} slots={board.slots} surface={background} heading="h3" />
          </li>
        ))}
      </ul>
    </BoardSection>
  );
}

/** A single go card as its own section. */
export function GoFeedCard({ group, ctx }: BlockRenderProps): ReactNode {
  return (
    <div className="mx-auto w-full max-w-md px-6 py-10">
      <GoCard group={group} ctx={ctx} n={null} slots={card.slots} surface={null} heading="h2" />
    </div>
  );
}
