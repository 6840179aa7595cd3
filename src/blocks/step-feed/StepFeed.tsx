import type { ReactNode } from 'react';
import { formatPreview } from '../_shared/cards/format';
import { itemNumbers, itemSlotProps } from '../_shared/cards/items';
import { GRID_COLUMNS } from '../_shared/cards/layout';
import { BoardSection, SlotFormatted } from '../_shared/cards/parts';
import { optionOf } from '../../shared/blocks/options';
import { SlotText } from '../_shared/slots';
import type { BlockRenderProps } from '../types';
import type { SlotDefinition } from '../../shared/blocks/types';
import { STEP_ITEM_FIELDS, stepFeedBoardDefinition as board, stepFeedCardDefinition as card } from '../../shared/blocks/step-feed/definition';

type StepCardProps = BlockRenderProps & { n: number | null; position: number; slots: Record<string, SlotDefinition>; heading: 'h2' | 'h3' };

/** One step: its position in a circle (decorative: the ordered list already announces it). */
export function StepCard({ group, ctx, n, position, slots, heading }: StepCardProps): ReactNode {
  const at = itemSlotProps(group, ctx, slots, n);
  return (
    <div data-step={position} className="flex h-full flex-col gap-3 rounded-2xl border border-current/15 p-5">
      <span aria-hidden="true" className="grid size-11 place-items-center rounded-full border-2 border-current font-heading text-lg font-bold">
        {position}
      </span>
      <SlotText {...at('title')} as={heading} className="font-heading text-xl font-bold leading-snug text-balance" />
      <SlotFormatted {...at('description')} as="p" className="leading-relaxed opacity-85" format={formatPreview} />
    </div>
  );
}

/** Steps numbered 1..k in stored order (an empty slot in between does not leave a gap in the count). */
export function StepFeedBoard({ group, ctx }: BlockRenderProps): ReactNode {
  const numbers = itemNumbers(group, ctx, board.slots, STEP_ITEM_FIELDS);
  if (numbers.length === 0 && ctx.mode === 'live') return null;
  const columns = optionOf(board, group, 'columnLayout');
  return (
    <BoardSection group={group} ctx={ctx} slots={board.slots} alignment={optionOf(board, group, 'alignment')} background={optionOf(board, group, 'background')}>
      <ol className={GRID_COLUMNS[columns]}>
        {numbers.map((n, i) => (
          <li key={n}>
            <StepCard group={group} ctx={ctx} n={n} position={i + 1} slots={board.slots} heading="h3" />
          </li>
        ))}
      </ol>
    </BoardSection>
  );
}

export function StepFeedCard({ group, ctx }: BlockRenderProps): ReactNode {
  return (
    <div className="mx-auto w-full max-w-md px-6 py-10">
      <StepCard group={group} ctx={ctx} n={null} position={1} slots={card.slots} heading="h2" />
    </div>
  );
}
