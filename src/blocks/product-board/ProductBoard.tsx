import { Glasses } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCost, formatPreview } from '../_shared/cards/format';
import { itemNumbers, itemSlotProps } from '../_shared/cards/items';
import { GRID_COLUMNS, GRID_SIZES } from '../_shared/cards/layout';
import type { ImageFormatOption } from '../../shared/blocks/constants';
import { BoardSection, CardImage, SlotFormatted } from '../_shared/cards/parts';
import { optionOf } from '../../shared/blocks/options';
import { SlotText } from '../_shared/slots';
import type { BlockRenderProps } from '../types';
import type { SlotDefinition } from '../../shared/blocks/types';
import { PRODUCT_ITEM_FIELDS, productBoardDefinition as board, productCardDefinition as card } from '../../shared/blocks/product-board/definition';

type ProductCardProps = BlockRenderProps & {
  n: number | null;
  slots: Record<string, SlotDefinition>;
  imageFormat: ImageFormatOption;
  sizes: string;
  heading: 'h2' | 'h3';
};

export function ProductCard({ group, ctx, n, slots, imageFormat, sizes, heading }: ProductCardProps): ReactNode {
  const at = itemSlotProps(group, ctx, slots, n);
  return (
    <div data-product={n ?? ''} className="flex h-full flex-col gap-3">
      <CardImage {...at('image')} format={imageFormat} sizes={sizes} Fallback={Glasses} />
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 pt-1">
        <SlotText {...at('name')} as={heading} className="font-heading text-lg font-bold leading-snug text-balance" />
        <SlotFormatted
          {...at('cost')}
          as="p"
          className="font-semibold whitespace-nowrap"
          format={(text) => (text === null ? null : formatCost(text, ctx.locale))}
        />
      </div>
      <SlotFormatted {...at('description')} as="p" className="text-sm leading-relaxed opacity-85" format={formatPreview} />
    </div>
  );
}

/** Product cards in a grid, in stored order, empty items skipped. */
export function ProductBoard({ group, ctx }: BlockRenderProps): ReactNode {
  const numbers = itemNumbers(group, ctx, board.slots, PRODUCT_ITEM_FIELDS);
  if (numbers.length === 0 && ctx.mode === 'live') return null;
  const columns = optionOf(board, group, 'columnLayout');
  const imageFormat = optionOf(board, group, 'imageFormat');
  return (
    <BoardSection group={group} ctx={ctx} slots={board.slots} alignment={optionOf(board, group, 'alignment')} background={optionOf(board, group, 'background')}>
      <ul className={GRID_COLUMNS[columns]}>
        {numbers.map((n) => (
          <li key={n}>
            <ProductCard group={group} ctx={ctx} n={n} slots={board.slots} imageFormat={imageFormat} sizes={GRID_SIZES[columns]} heading="h3" />
          </li>
        ))}
      </ul>
    </BoardSection>
  );
}

export function ProductCardBlock({ group, ctx }: BlockRenderProps): ReactNode {
  return (
    <div className="mx-auto w-full max-w-sm px-6 py-10">
      <ProductCard group={group} ctx={ctx} n={null} slots={card.slots} imageFormat={optionOf(card, group, 'imageFormat')} sizes="24rem" heading="h2" />
    </div>
  );
}
