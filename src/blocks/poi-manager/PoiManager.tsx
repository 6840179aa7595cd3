import type { ReactNode } from 'react';
import { getTranslator } from '../../shared/i18n/catalogues';
import { SlotText } from '../_shared/slots';
import type { BlockRenderProps } from '../types';
import { poiManagerDefinition } from '../../shared/blocks/poi-manager/definition';
import { PoiList } from './PoiList';

/** The POI list option, shown read-only; editors change it in the section's option editor. */
export function PoiManager({ group, ctx }: BlockRenderProps): ReactNode {
  const d = poiManagerDefinition;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-6 py-10" data-poi-manager="">
      <SlotText group={group} ctx={ctx} slot="title" definition={d.slots.title} as="h2" className="font-heading text-2xl font-bold" />
      <PoiList value={group.options.poi} locale={ctx.locale} />
      {ctx.mode === 'edit' && !Array.isArray((group.options.poi as { points?: unknown } | undefined)?.points) ? (
        <p className="text-sm opacity-70">{getTranslator(ctx.locale, 'game')('poi.listTitle')}</p>
      ) : null}
    </div>
  );
}
