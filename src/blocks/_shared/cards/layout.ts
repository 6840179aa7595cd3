import type { ColumnLayout, ImageFormatOption } from '../../../shared/blocks/constants';

/** Class tables for card boards, spelled out in full for Tailwind. */

/** Grid columns: one on phones, stepping up to the chosen count on large screens. */
export const GRID_COLUMNS: Record<ColumnLayout, string> = {
  three: 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3',
  four: 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4',
  five: 'grid grid-cols-1 gap-5 sm:grid-cols-3 lg:grid-cols-5',
};

/** `sizes` for a card image in a grid of that many columns (max content width 72rem). */
export const GRID_SIZES: Record<ColumnLayout, string> = {
  three: '(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw',
  four: '(min-width: 1024px) 17rem, (min-width: 640px) 50vw, 100vw',
  five: '(min-width: 1024px) 14rem, (min-width: 640px) 33vw, 100vw',
};

export const IMAGE_ASPECT: Record<ImageFormatOption, string> = {
  square: 'aspect-square',
  portrait: 'aspect-[3/4]',
};
