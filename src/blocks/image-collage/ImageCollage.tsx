import type { ReactNode } from 'react';
import { optionOf } from '../../shared/blocks/options';
import { MediaImage } from '../_shared/MediaImage';
import { mediaOf, SlotMedia, SlotText } from '../_shared/slots';
import { isSlotVisible } from '../../shared/blocks/fields';
import { cx, surfaceClass } from '../_shared/styles';
import { GradientPlaceholder } from '../image-board/placeholder';
import type { BlockRenderProps } from '../types';
import { COLLAGE_MAX, COLLAGE_MIN, imageCollageDefinition as definition } from '../../shared/blocks/image-collage/definition';

type Count = 3 | 4 | 5;
/** Live, only the set images are tiles: fewer than three get their own calm placements. */
type Layout = 1 | 2 | Count;

/**
 * Tile placement per image count on a 6×6 grid from `sm` up; on phones a simple two-column stack
 * (first tile wide, a lone last tile wide too). Every class spelled out for Tailwind.
 */
const TILES: Record<Layout, string[]> = {
  1: ['col-span-2 aspect-[4/3] sm:col-span-4 sm:col-start-2 sm:row-span-6 sm:row-start-1 sm:-rotate-1'],
  2: [
    'col-span-2 aspect-[4/3] sm:col-span-4 sm:col-start-1 sm:row-span-6 sm:row-start-1 sm:-rotate-1',
    'col-span-2 aspect-[4/3] sm:col-span-3 sm:col-start-4 sm:row-span-4 sm:row-start-2 sm:rotate-2',
  ],
  3: [
    'col-span-2 aspect-[4/3] sm:col-span-4 sm:col-start-1 sm:row-span-6 sm:row-start-1 sm:-rotate-1',
    'aspect-square sm:col-span-2 sm:col-start-5 sm:row-span-3 sm:row-start-1 sm:mt-6 sm:rotate-2',
    'aspect-square sm:col-span-2 sm:col-start-5 sm:row-span-3 sm:row-start-4 sm:-ml-8 sm:-rotate-2',
  ],
  4: [
    'col-span-2 aspect-[4/3] sm:col-span-3 sm:col-start-1 sm:row-span-4 sm:row-start-1 sm:-rotate-1',
    'aspect-square sm:col-span-3 sm:col-start-4 sm:row-span-2 sm:row-start-1 sm:mt-6 sm:rotate-1',
    'aspect-square sm:col-span-3 sm:col-start-4 sm:row-span-4 sm:row-start-3 sm:-ml-6 sm:rotate-2',
    'col-span-2 aspect-[2/1] sm:col-span-3 sm:col-start-1 sm:row-span-2 sm:row-start-5 sm:ml-8 sm:-rotate-2',
  ],
  5: [
    'col-span-2 aspect-[4/3] sm:col-span-3 sm:col-start-1 sm:row-span-4 sm:row-start-1 sm:-rotate-1',
    'aspect-square sm:col-span-3 sm:col-start-4 sm:row-span-2 sm:row-start-1 sm:mt-4 sm:rotate-1',
    'aspect-square sm:col-span-2 sm:col-start-4 sm:row-span-4 sm:row-start-3 sm:-ml-6 sm:rotate-2',
    'aspect-square sm:col-span-1 sm:col-start-6 sm:row-span-3 sm:row-start-3 sm:mt-10 sm:-rotate-3',
    'aspect-square sm:col-span-3 sm:col-start-1 sm:row-span-2 sm:row-start-5 sm:ml-10 sm:-rotate-2',
  ],
};

function countOf(value: number): Count {
  const n = Math.round(Math.min(Math.max(value, COLLAGE_MIN), COLLAGE_MAX));
  return n === 3 || n === 4 ? n : 5;
}

/**
 * Edit mode shows every tile of the chosen count, a gradient where no image is set yet; live pages
 * show only the set images (an unset one is never an empty box) and nothing without any.
 */
export function ImageCollage({ group, ctx }: BlockRenderProps): ReactNode {
  const count = countOf(optionOf(definition, group, 'imageCount'));
  const background = optionOf(definition, group, 'background');
  const slot = { group, ctx };
  const edit = ctx.mode === 'edit';
  const isSet = (name: string) => isSlotVisible(group, name) && mediaOf(group, name, ctx, 'image') !== null;
  const images = (['image1', 'image2', 'image3', 'image4', 'image5'] as const).slice(0, count).filter((name) => edit || isSet(name));
  if (images.length === 0) return null;
  const layout = edit ? count : (images.length as Layout);

  return (
    <div className={surfaceClass(background)}>
      <div className="mx-auto w-full max-w-6xl px-6 py-16 sm:px-10 sm:py-20">
        <SlotText
          {...slot}
          slot="title"
          definition={definition.slots.title}
          as="h2"
          className="mb-10 text-center font-heading text-3xl font-bold leading-tight tracking-tight text-balance sm:text-4xl"
        />
        <ul data-count={images.length} className="grid grid-cols-2 gap-4 sm:grid-cols-6 sm:grid-rows-[repeat(6,4.5rem)] sm:gap-5 lg:grid-rows-[repeat(6,6rem)]">
          {images.map((name, i) => (
            <li
              key={name}
              data-tile={i + 1}
              className={cx(
                'relative overflow-hidden rounded-2xl shadow-xl shadow-black/15 ring-4 ring-background sm:aspect-auto',
                'transition duration-300 hover:z-10 hover:scale-[1.02] motion-reduce:transition-none motion-reduce:hover:scale-100',
                TILES[layout][i],
              )}
            >
              {!isSet(name) && <GradientPlaceholder variant={i} className="absolute inset-0" />}
              <SlotMedia {...slot} slot={name} definition={definition.slots[name]} accept="image" className="absolute inset-0" controlsAt="center">
                {(media, alt) =>
                  media ? <MediaImage media={media} alt={alt} sizes="(min-width: 640px) 50vw, 100vw" className="size-full object-cover" /> : null
                }
              </SlotMedia>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
