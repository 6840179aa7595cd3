import type { ReactNode } from 'react';
import { MediaImage } from '../_shared/MediaImage';
import { SlotMedia, SlotRichText, SlotText } from '../_shared/slots';
import { PoiList } from '../poi-manager/PoiList';
import type { BlockRenderProps } from '../types';
import { mapDetailsDefinition } from '../../shared/blocks/map-details/definition';

/**
 * A hole of the course: title, description and image. Its points (`poi`) become the map's
 * markers; editors also see them listed here.
 */
export function MapDetails({ group, ctx }: BlockRenderProps): ReactNode {
  const s = mapDetailsDefinition.slots;
  const slot = { group, ctx };
  return (
    <div data-map-details="" className="mx-auto flex w-full max-w-2xl flex-col gap-3 px-4 py-3">
      {/* The play screen's drawer shows the title in its header and hides this one. */}
      <div data-map-details-title="">
        <SlotText {...slot} slot="title" definition={s.title} as="h2" className="font-heading text-3xl font-bold" />
      </div>
      <SlotMedia {...slot} slot="image1" definition={s.image1} accept="image" className="overflow-hidden rounded-2xl empty:hidden">
        {(media, alt) =>
          media ? <MediaImage media={media} alt={alt} sizes="(min-width: 672px) 40rem, 100vw" className="aspect-video w-full object-cover" /> : null
        }
      </SlotMedia>
      <SlotRichText {...slot} slot="description" definition={s.description} className="space-y-2 leading-relaxed" />
      {ctx.mode === 'edit' ? <PoiList value={group.options.poi} locale={ctx.locale} /> : null}
    </div>
  );
}
