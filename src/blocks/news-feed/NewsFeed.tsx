import { Newspaper } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatItemDate, parseIsoDate, formatPreview } from '../_shared/cards/format';
import { itemNumbers, itemSlotProps } from '../_shared/cards/items';
import { GRID_COLUMNS, GRID_SIZES } from '../_shared/cards/layout';
import type { ImageFormatOption, PaletteColor } from '../../shared/blocks/constants';
import { BoardSection, CardImage, SlotFormatted } from '../_shared/cards/parts';
import { optionOf } from '../../shared/blocks/options';
import { SlotButton, SlotText } from '../_shared/slots';
import type { BlockRenderProps } from '../types';
import type { SlotDefinition } from '../../shared/blocks/types';
import { NEWS_ITEM_FIELDS, newsFeedBoardDefinition as board, newsFeedCardDefinition as card } from '../../shared/blocks/news-feed/definition';

type NewsCardProps = BlockRenderProps & {
  /** Item number on a board; null for a standalone card. */
  n: number | null;
  slots: Record<string, SlotDefinition>;
  imageFormat: ImageFormatOption;
  sizes: string;
  surface: PaletteColor | null;
  heading: 'h2' | 'h3';
};

function newsDate(text: string | null, locale: BlockRenderProps['ctx']['locale']): ReactNode {
  const date = parseIsoDate(text);
  return date ? <time dateTime={date.toISOString().slice(0, 10)}>{formatItemDate(text, locale)}</time> : formatItemDate(text, locale);
}

export function NewsCard({ group, ctx, n, slots, imageFormat, sizes, surface, heading }: NewsCardProps): ReactNode {
  const at = itemSlotProps(group, ctx, slots, n);
  return (
    <div data-news-item={n ?? ''} className="flex h-full flex-col gap-4 rounded-2xl border border-current/15 p-4 sm:p-5">
      <CardImage {...at('image')} format={imageFormat} sizes={sizes} Fallback={Newspaper} />
      <SlotFormatted
        {...at('date')}
        as="p"
        className="text-sm font-semibold tracking-wide uppercase opacity-70"
        format={(text) => newsDate(text, ctx.locale)}
      />
      <SlotText {...at('title')} as={heading} className="font-heading text-xl font-bold leading-snug text-balance" />
      <SlotFormatted {...at('description')} as="p" className="leading-relaxed opacity-85" format={formatPreview} />
      <div className="mt-auto flex pt-2 empty:hidden">
        <SlotButton {...at('button')} variant="secondary" surface={surface} />
      </div>
    </div>
  );
}

/** News items in a grid of three to five columns, in stored order, empty items skipped. */
export function NewsFeedBoard({ group, ctx }: BlockRenderProps): ReactNode {
  const numbers = itemNumbers(group, ctx, board.slots, NEWS_ITEM_FIELDS);
  if (numbers.length === 0 && ctx.mode === 'live') return null;
  const columns = optionOf(board, group, 'columnLayout');
  const background = optionOf(board, group, 'background');
  const common = { group, ctx, slots: board.slots, imageFormat: optionOf(board, group, 'imageFormat'), sizes: GRID_SIZES[columns], surface: background };
  return (
    <BoardSection group={group} ctx={ctx} slots={board.slots} alignment={optionOf(board, group, 'alignment')} background={background}>
      <ul className={GRID_COLUMNS[columns]}>
        {numbers.map((n) => (
          <li key={n}>
            <NewsCard {...common} n={n} heading="h3" />
          </li>
        ))}
      </ul>
    </BoardSection>
  );
}

/** A single news item as its own section. */
export function NewsFeedCard({ group, ctx }: BlockRenderProps): ReactNode {
  return (
    <div className="mx-auto w-full max-w-md px-6 py-10">
      <NewsCard
        group={group}
        ctx={ctx}
        n={null}
        slots={card.slots}
        imageFormat={optionOf(card, group, 'imageFormat')}
        sizes="28rem"
        surface={null}
        heading="h2"
      />
    </div>
  );
}
