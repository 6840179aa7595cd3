import type { ReactNode } from 'react';
import { bookingWidgetUrl } from '../../shared/booking/booking-provider';
import { bookingContainerDefinition as definition } from '../../shared/blocks/booking-container/definition';
import { blockDataOf } from '../../shared/blocks/load';
import { optionOf } from '../../shared/blocks/options';
import { BookingEmbed } from '../_shared/booking/BookingEmbed';
import { BookingFallback } from '../_shared/booking/BookingFallback';
import { blocksT } from '../_shared/block-texts';
import { BoardSection } from '../_shared/cards/parts';
import type { BlockRenderProps } from '../types';

/**
 * The booking widget inline (spec `bookingContainer`), through the same provider adapter as the
 * floating button's modal: the company of the settings (or the block's own), the page language,
 * the button's theme colour. Without a usable company the fallback shows at once; editors get a
 * hint where to set it up.
 */
export function BookingContainer({ group, ctx }: BlockRenderProps): ReactNode {
  const data = blockDataOf(ctx.data, group.id, 'booking');
  const company = optionOf(definition, group, 'company').trim() || data?.company || '';
  const widget = { company, locale: ctx.locale, themeColor: data?.themeColor ?? null, selectLocation: optionOf(definition, group, 'selectLocation') };
  const widgetUrl = bookingWidgetUrl({ ...widget, layout: 'inline' });
  // The booking page a visitor opens in a new tab: the provider's full-page layout.
  const pageUrl = bookingWidgetUrl({ ...widget, layout: 'default' });
  const branch = data?.branch ?? null;
  if (!widgetUrl && !branch?.phone && ctx.mode === 'live') return null;
  const fallback = { locale: ctx.locale, pageUrl, branch };
  return (
    <BoardSection
      group={group}
      ctx={ctx}
      slots={definition.slots}
      alignment={optionOf(definition, group, 'alignment')}
      background={optionOf(definition, group, 'background')}
    >
      {widgetUrl ? (
        <BookingEmbed
          {...fallback}
          widgetUrl={widgetUrl}
          load="inline"
          className="overflow-hidden rounded-2xl"
          frameClassName="block bg-white"
          frameStyle={{ height: `${optionOf(definition, group, 'height')}px` }}
        />
      ) : (
        <>
          {ctx.mode === 'edit' ? (
            <p data-edit-only="" className="mb-4 rounded-lg border border-dashed border-current/40 p-4 text-sm">
              {blocksT(ctx.locale)('booking.noCompany')}
            </p>
          ) : null}
          <BookingFallback {...fallback} className="flex" />
        </>
      )}
    </BoardSection>
  );
}
