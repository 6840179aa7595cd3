import type { ReactNode } from 'react';
import { optionOf } from '../../shared/blocks/options';
import { SlotButton, SlotRichText, SlotText } from '../_shared/slots';
import { ALIGN, cx, surfaceClass } from '../_shared/styles';
import { visibleItems } from '../image-board/items';
import type { BlockRenderProps } from '../types';
import type { SlotDefinition } from '../../shared/blocks/types';
import { MULTI_CTA_ITEMS, multiCtaDefinition as definition } from '../../shared/blocks/multi-cta/definition';

const slotsOf = (n: number) => ({ title: `title${n}`, description: `description${n}`, button: `button${n}` });

/** Columns follow the number of items so two items do not leave a gap where the third would be. */
const GRID: Record<number, string> = {
  1: 'mx-auto max-w-xl',
  2: 'sm:grid-cols-2',
  3: 'md:grid-cols-3',
};

function slotDefinition(slot: string): SlotDefinition {
  return (definition.slots as Record<string, SlotDefinition>)[slot] ?? { kind: 'text' };
}

export function MultiCta({ group, ctx }: BlockRenderProps): ReactNode {
  const alignment = optionOf(definition, group, 'alignment');
  const background = optionOf(definition, group, 'background');
  const align = ALIGN[alignment];
  const slot = { group, ctx };
  const items = visibleItems(group, ctx, MULTI_CTA_ITEMS, slotsOf);

  return (
    <div className={surfaceClass(background)}>
      <div className="mx-auto w-full max-w-6xl px-6 py-16 sm:px-10 sm:py-20">
        <div className={cx('mb-10 flex max-w-3xl flex-col gap-3 empty:hidden', align.items, align.text, align.box)}>
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
        </div>
        {items.length > 0 && (
          <ul className={cx('grid gap-6 lg:gap-8', GRID[items.length])}>
            {items.map((n) => {
              const s = slotsOf(n);
              return (
                <li
                  key={n}
                  data-item={n}
                  className={cx(
                    'flex flex-col gap-4 rounded-3xl bg-background/90 p-7 text-text shadow-lg shadow-black/5 ring-1 ring-black/5',
                    align.items,
                    align.text,
                  )}
                >
                  <SlotText
                    {...slot}
                    slot={s.title}
                    definition={slotDefinition(s.title)}
                    as="h3"
                    className="font-heading text-xl font-semibold leading-snug text-balance"
                  />
                  <SlotRichText
                    {...slot}
                    slot={s.description}
                    definition={slotDefinition(s.description)}
                    className="space-y-3 leading-relaxed text-pretty opacity-85"
                  />
                  <div className={cx('mt-auto flex pt-2 empty:hidden', align.justify)}>
                    <SlotButton {...slot} slot={s.button} definition={slotDefinition(s.button)} variant="primary" surface="background" />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
