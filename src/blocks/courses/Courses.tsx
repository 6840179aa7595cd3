import { CalendarDays, Clock, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCost, formatItemDate, parseIsoDate, formatPreview } from '../_shared/cards/format';
import { itemNumbers, itemSlotProps } from '../_shared/cards/items';
import { BoardSection, SlotFormatted } from '../_shared/cards/parts';
import { optionOf } from '../../shared/blocks/options';
import { SlotButton, SlotText } from '../_shared/slots';
import type { BlockRenderProps } from '../types';
import { COURSE_ITEM_FIELDS, coursesDefinition as definition } from '../../shared/blocks/courses/definition';

const META = 'flex items-center gap-2 text-sm';
const ICON = 'size-4 shrink-0 opacity-70';

function courseDate(text: string | null, locale: BlockRenderProps['ctx']['locale']): ReactNode {
  const date = parseIsoDate(text);
  const shown = formatItemDate(text, locale);
  return (
    <>
      <CalendarDays aria-hidden="true" className={ICON} />
      {date ? <time dateTime={date.toISOString().slice(0, 10)}>{shown}</time> : shown}
    </>
  );
}

const withIcon = (Icon: typeof Clock, value: string | null): ReactNode =>
  value === null ? null : (
    <>
      <Icon aria-hidden="true" className={ICON} />
      {value}
    </>
  );

/** Courses in stored order, each with date, duration, cost (only when given) and a short description. */
export function Courses({ group, ctx }: BlockRenderProps): ReactNode {
  const numbers = itemNumbers(group, ctx, definition.slots, COURSE_ITEM_FIELDS);
  if (numbers.length === 0 && ctx.mode === 'live') return null;
  const background = optionOf(definition, group, 'background');
  return (
    <BoardSection group={group} ctx={ctx} slots={definition.slots} alignment={optionOf(definition, group, 'alignment')} background={background}>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {numbers.map((n) => {
          const at = itemSlotProps(group, ctx, definition.slots, n);
          return (
            <li key={n}>
              <div data-course={n} className="flex h-full flex-col gap-3 rounded-2xl border border-current/15 p-5 sm:p-6">
                <SlotText {...at('title')} as="h3" className="font-heading text-xl font-bold leading-snug text-balance" />
                <div className="flex flex-wrap gap-x-5 gap-y-1 opacity-80">
                  <SlotFormatted {...at('date')} as="p" className={META} format={(text) => courseDate(text, ctx.locale)} />
                  <SlotFormatted {...at('duration')} as="p" className={META} format={(text) => withIcon(Clock, text)} />
                  <SlotFormatted
                    {...at('cost')}
                    as="p"
                    className={META}
                    format={(text) => withIcon(Wallet, text === null ? null : formatCost(text, ctx.locale))}
                  />
                </div>
                <SlotFormatted {...at('description')} as="p" className="leading-relaxed opacity-85" format={formatPreview} />
                <div className="mt-auto flex pt-2 empty:hidden">
                  <SlotButton {...at('button')} variant="secondary" surface={background} />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </BoardSection>
  );
}
