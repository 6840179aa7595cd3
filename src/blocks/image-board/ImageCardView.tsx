import type { ReactNode } from 'react';
import type { GroupNode } from '../../shared/content/types';
import { MediaImage } from '../_shared/MediaImage';
import { mediaOf, SlotButton, SlotMedia, SlotRichText, SlotText } from '../_shared/slots';
import { isSlotVisible } from '../../shared/blocks/fields';
import { cx } from '../_shared/styles';
import type { RenderContext } from '../types';
import type { SlotDefinition } from '../../shared/blocks/types';
import type { IMAGE_FORMATS, OBJECT_FITS } from '../../shared/blocks/image-board/definition';
import { GradientPlaceholder } from './placeholder';

export type CardSlotNames = { image: string; title: string; description: string; button: string };

type Props = {
  group: GroupNode;
  ctx: RenderContext;
  slots: CardSlotNames;
  definitions: Record<string, SlotDefinition>;
  imageFormat: (typeof IMAGE_FORMATS)[number];
  objectFit: (typeof OBJECT_FITS)[number];
  /** Gradient variant of the empty-image placeholder. */
  variant: number;
  sizes: string;
};

const FORMAT = { square: 'aspect-square', portrait: 'aspect-[3/4]' } as const;
const FIT = { cover: 'object-cover', contain: 'object-contain p-4' } as const;

const FALLBACK: SlotDefinition = { kind: 'text' };

/**
 * One card: image, title, description and an outlined button at the bottom. Without an image the
 * card starts with its text live; edit mode keeps a gradient in the image's place to fill it.
 */
export function ImageCardView({ group, ctx, slots, definitions, imageFormat, objectFit, variant, sizes }: Props): ReactNode {
  const def = (slot: string) => definitions[slot] ?? FALLBACK;
  const slot = { group, ctx };
  const hasImage = isSlotVisible(group, slots.image) && mediaOf(group, slots.image, ctx, 'image') !== null;
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-3xl bg-background text-text shadow-lg shadow-black/5 ring-1 ring-black/5">
      {(hasImage || ctx.mode === 'edit') && (
        <div data-image-format={imageFormat} className={cx('relative overflow-hidden bg-neutral-100', FORMAT[imageFormat])}>
          {!hasImage && <GradientPlaceholder variant={variant} className="absolute inset-0" />}
          <SlotMedia {...slot} slot={slots.image} definition={def(slots.image)} accept="image" className="absolute inset-0">
            {(media, alt) => (media ? <MediaImage media={media} alt={alt} sizes={sizes} className={cx('size-full bg-neutral-100', FIT[objectFit])} /> : null)}
          </SlotMedia>
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <SlotText {...slot} slot={slots.title} definition={def(slots.title)} as="h3" className="font-heading text-xl font-semibold leading-snug text-balance" />
        <SlotRichText {...slot} slot={slots.description} definition={def(slots.description)} className="space-y-3 leading-relaxed text-pretty opacity-85" />
        <div className="mt-auto flex pt-3 empty:hidden">
          <SlotButton {...slot} slot={slots.button} definition={def(slots.button)} variant="secondary" surface="background" />
        </div>
      </div>
    </div>
  );
}
