import type { ReactNode } from 'react';
import { optionOf } from '../../shared/blocks/options';
import type { BlockRenderProps } from '../types';
import { imageCardDefinition as definition } from '../../shared/blocks/image-board/definition';
import { ImageCardView } from './ImageCardView';

const SLOTS = { image: 'image1', title: 'title', description: 'description', button: 'button1' };

/** A single image card (item type; the board renders its own numbered cards with the same view). */
export function ImageCard({ group, ctx }: BlockRenderProps): ReactNode {
  return (
    <div className="mx-auto w-full max-w-sm px-6 py-8">
      <ImageCardView
        group={group}
        ctx={ctx}
        slots={SLOTS}
        definitions={definition.slots}
        imageFormat={optionOf(definition, group, 'imageFormat')}
        objectFit={optionOf(definition, group, 'objectFit')}
        variant={0}
        sizes="24rem"
      />
    </div>
  );
}
