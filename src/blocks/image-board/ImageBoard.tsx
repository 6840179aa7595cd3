import type { ReactNode } from 'react';
import { optionOf } from '../../shared/blocks/options';
import { SlotRichText, SlotText } from '../_shared/slots';
import { cx, surfaceClass } from '../_shared/styles';
import type { BlockRenderProps } from '../types';
import { type COLUMN_LAYOUTS, IMAGE_BOARD_CARDS, imageBoardDefinition as definition } from '../../shared/blocks/image-board/definition';
import { ImageCardView } from './ImageCardView';
import { visibleItems } from './items';

const slotsOf = (n: number) => ({ image: `image${n}`, title: `title${n}`, description: `description${n}`, button: `button${n}` });

const COLUMNS: Record<(typeof COLUMN_LAYOUTS)[number], { grid: string; sizes: string }> = {
  three: { grid: 'sm:grid-cols-2 lg:grid-cols-3', sizes: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw' },
  four: { grid: 'sm:grid-cols-2 lg:grid-cols-4', sizes: '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw' },
  five: { grid: 'sm:grid-cols-3 lg:grid-cols-5', sizes: '(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 100vw' },
};

/** A grid of image cards; see the definition for how cards are stored. */
export function ImageBoard({ group, ctx }: BlockRenderProps): ReactNode {
  const columnLayout = optionOf(definition, group, 'columnLayout');
  const imageFormat = optionOf(definition, group, 'imageFormat');
  const objectFit = optionOf(definition, group, 'objectFit');
  const background = optionOf(definition, group, 'background');
  const cards = visibleItems(group, ctx, IMAGE_BOARD_CARDS, slotsOf);
  const columns = COLUMNS[columnLayout];
  const slot = { group, ctx };

  return (
    <div className={surfaceClass(background)}>
      <div className="mx-auto w-full max-w-6xl px-6 py-16 sm:px-10 sm:py-20">
        <div className="mb-10 flex max-w-3xl flex-col gap-4 empty:hidden">
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
            className="space-y-4 text-lg leading-relaxed text-pretty opacity-90"
          />
        </div>
        {cards.length > 0 && (
          <ul data-columns={columnLayout} className={cx('grid grid-cols-1 gap-6', columns.grid)}>
            {cards.map((n) => (
              <li key={n} data-item={n}>
                <ImageCardView
                  group={group}
                  ctx={ctx}
                  slots={slotsOf(n)}
                  definitions={definition.slots}
                  imageFormat={imageFormat}
                  objectFit={objectFit}
                  variant={n - 1}
                  sizes={columns.sizes}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
