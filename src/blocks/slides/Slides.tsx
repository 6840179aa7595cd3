import type { ReactNode } from 'react';
import { itemNumbers, itemSlotProps } from '../_shared/cards/items';
import type { PaletteColor } from '../../shared/blocks/constants';
import { optionOf } from '../../shared/blocks/options';
import { SlotButton, SlotText } from '../_shared/slots';
import { cx, surfaceClass } from '../_shared/styles';
import type { BlockRenderProps } from '../types';
import { SLIDE_FIELDS, slidesDefinition as definition } from '../../shared/blocks/slides/definition';
import { Island } from '../_shared/island/Island';
import { slideTexts } from './texts';

function Slide({ group, ctx, n, surface }: BlockRenderProps & { n: number; surface: PaletteColor | null }): ReactNode {
  const at = itemSlotProps(group, ctx, definition.slots, n);
  return (
    <div data-full-slide={n} className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-6 text-center">
      <SlotText {...at('title')} as="h2" className="font-heading text-4xl font-bold leading-tight text-balance sm:text-6xl" />
      <SlotText {...at('description')} as="p" className="text-lg leading-relaxed text-pretty opacity-90 sm:text-xl" />
      <div className="flex empty:hidden">
        <SlotButton {...at('button')} variant="primary" surface={surface} />
      </div>
    </div>
  );
}

/** Full-screen slides: live, the interactive deck; in the editor, the slides stacked so each can be edited. */
export function Slides({ group, ctx }: BlockRenderProps): ReactNode {
  const numbers = itemNumbers(group, ctx, definition.slots, SLIDE_FIELDS);
  if (numbers.length === 0 && ctx.mode === 'live') return null;
  const background = optionOf(definition, group, 'background');
  const texts = slideTexts(ctx.locale, numbers.length);
  const slides = numbers.map((n) => <Slide key={n} group={group} ctx={ctx} n={n} surface={background} />);
  if (ctx.mode === 'edit') {
    return <div className={cx(surfaceClass(background), 'flex flex-col gap-16 py-16')}>{slides}</div>;
  }
  return (
    <Island name="slideDeck" label={texts.region} texts={texts} className={surfaceClass(background)}>
      {slides}
    </Island>
  );
}
