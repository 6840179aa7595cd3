import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPreview } from '../_shared/cards/format';
import { itemNumbers, itemSlotProps } from '../_shared/cards/items';
import type { ColumnLayout, ImageFormatOption, PaletteColor } from '../../shared/blocks/constants';
import { BoardSection, CardImage, SlotFormatted } from '../_shared/cards/parts';
import { textOf } from '../../shared/blocks/fields';
import { optionOf } from '../../shared/blocks/options';
import { SlotButton, SlotText } from '../_shared/slots';
import type { BlockRenderProps } from '../types';
import type { SlotDefinition } from '../../shared/blocks/types';
import { carouselTexts } from './texts';
import { Island } from '../_shared/island/Island';
import { SLIDE_ITEM_FIELDS, contentSliderBoardDefinition as board, contentSliderCardDefinition as card } from '../../shared/blocks/content-slider/definition';

/** Slide widths: most of the phone screen (the next one peeks in), then 2 and the chosen count. */
export const SLIDE_BASIS: Record<ColumnLayout, string> = {
  three: 'basis-[85%] sm:basis-[calc((100%-1.5rem)/2)] lg:basis-[calc((100%-3rem)/3)]',
  four: 'basis-[85%] sm:basis-[calc((100%-1.5rem)/2)] lg:basis-[calc((100%-4.5rem)/4)]',
  five: 'basis-[85%] sm:basis-[calc((100%-3rem)/3)] lg:basis-[calc((100%-6rem)/5)]',
};
const SLIDE_SIZES: Record<ColumnLayout, string> = {
  three: '(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 85vw',
  four: '(min-width: 1024px) 17rem, (min-width: 640px) 50vw, 85vw',
  five: '(min-width: 1024px) 14rem, (min-width: 640px) 33vw, 85vw',
};

type SlideCardProps = BlockRenderProps & {
  n: number | null;
  slots: Record<string, SlotDefinition>;
  imageFormat: ImageFormatOption;
  sizes: string;
  surface: PaletteColor | null;
  heading: 'h2' | 'h3';
};

export function SlideCard({ group, ctx, n, slots, imageFormat, sizes, surface, heading }: SlideCardProps): ReactNode {
  const at = itemSlotProps(group, ctx, slots, n);
  // A card in the slider's list, not an <article>: a row of unnamed articles repeats one role (IBM Equal Access).
  return (
    <div data-slide={n ?? ''} className="flex h-full flex-col gap-3">
      <CardImage {...at('image')} format={imageFormat} sizes={sizes} Fallback={Sparkles} />
      <SlotText {...at('title')} as={heading} className="pt-1 font-heading text-xl font-bold leading-snug text-balance" />
      <SlotFormatted {...at('description')} as="p" className="leading-relaxed opacity-85" format={formatPreview} />
      <div className="mt-auto flex pt-2 empty:hidden">
        <SlotButton {...at('button')} variant="secondary" surface={surface} />
      </div>
    </div>
  );
}

/** Slides in a scroll-snap row, in stored order, empty items skipped; the island adds the controls. */
export function ContentSliderBoard({ group, ctx }: BlockRenderProps): ReactNode {
  const numbers = itemNumbers(group, ctx, board.slots, SLIDE_ITEM_FIELDS);
  if (numbers.length === 0 && ctx.mode === 'live') return null;
  const columns = optionOf(board, group, 'columnLayout');
  const background = optionOf(board, group, 'background');
  const imageFormat = optionOf(board, group, 'imageFormat');
  const texts = carouselTexts(ctx.locale);
  return (
    <BoardSection group={group} ctx={ctx} slots={board.slots} alignment={optionOf(board, group, 'alignment')} background={background}>
      <Island name="carousel" label={textOf(group, 'title', ctx.locale) ?? texts.carousel} texts={texts}>
        {numbers.map((n) => (
          <li key={n} className={`shrink-0 snap-start ${SLIDE_BASIS[columns]}`}>
            <SlideCard
              group={group}
              ctx={ctx}
              n={n}
              slots={board.slots}
              imageFormat={imageFormat}
              sizes={SLIDE_SIZES[columns]}
              surface={background}
              heading="h3"
            />
          </li>
        ))}
      </Island>
    </BoardSection>
  );
}

export function ContentSliderCard({ group, ctx }: BlockRenderProps): ReactNode {
  return (
    <div className="mx-auto w-full max-w-sm px-6 py-10">
      <SlideCard
        group={group}
        ctx={ctx}
        n={null}
        slots={card.slots}
        imageFormat={optionOf(card, group, 'imageFormat')}
        sizes="24rem"
        surface={null}
        heading="h2"
      />
    </div>
  );
}
