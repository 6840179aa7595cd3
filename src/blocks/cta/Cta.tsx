import type { ReactNode } from 'react';
import { optionOf } from '../../shared/blocks/options';
import { SlotButton, SlotRichText, SlotText } from '../_shared/slots';
import { ALIGN, cx, surfaceClass } from '../_shared/styles';
import type { BlockRenderProps } from '../types';
import { ctaDefinition as definition } from '../../shared/blocks/cta/definition';

/** A focused band: short message, one button. Content width stays narrow so the eye lands on the button. */
export function Cta({ group, ctx }: BlockRenderProps): ReactNode {
  const alignment = optionOf(definition, group, 'alignment');
  const background = optionOf(definition, group, 'background');
  const align = ALIGN[alignment];
  const slot = { group, ctx };

  return (
    <div className={surfaceClass(background)}>
      <div className="mx-auto w-full max-w-6xl px-6 py-16 sm:px-10 sm:py-20">
        <div className={cx('flex max-w-3xl flex-col gap-5', align.items, align.text, align.box)}>
          <SlotText
            {...slot}
            slot="kicker"
            definition={definition.slots.kicker}
            as="p"
            className="text-sm font-semibold tracking-[0.2em] uppercase opacity-80"
          />
          <SlotText
            {...slot}
            slot="title"
            definition={definition.slots.title}
            as="h2"
            className="font-heading text-3xl font-bold leading-tight tracking-tight text-balance sm:text-4xl"
          />
          <SlotRichText
            {...slot}
            slot="description"
            definition={definition.slots.description}
            className="max-w-2xl space-y-4 text-lg leading-relaxed text-pretty opacity-90"
          />
          <div className={cx('mt-3 flex empty:hidden', align.justify)}>
            <SlotButton {...slot} slot="button1" definition={definition.slots.button1} variant="primary" surface={background} />
          </div>
        </div>
      </div>
    </div>
  );
}
