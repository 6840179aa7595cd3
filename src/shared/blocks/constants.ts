/**
 * Option values named by editor-core §3, in one place so definitions, option editor and renderers
 * agree. Arrays are `as const` so definitions that reuse them keep literal types.
 */
export const COLOR_PALETTE = ['transparent', 'primary', 'secondary', 'background', 'header'] as const;
export type PaletteColor = (typeof COLOR_PALETTE)[number];

export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

export const TEXT_SIZES = ['small', 'medium', 'large'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const COLUMN_WIDTHS = ['narrow', 'wide'] as const;
export type ColumnWidth = (typeof COLUMN_WIDTHS)[number];

/** Card boards: columns on large screens and the image format. */
export const COLUMN_LAYOUTS = ['three', 'four', 'five'] as const;
export type ColumnLayout = (typeof COLUMN_LAYOUTS)[number];

export const IMAGE_FORMATS = ['square', 'portrait'] as const;
export type ImageFormatOption = (typeof IMAGE_FORMATS)[number];

/** Rich-text heading levels allowed by editor-core §9. */
export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;

/** Rich text nests; a cap keeps a hostile document from exhausting the stack. */
export const RICH_TEXT_MAX_DEPTH = 64;

/**
 * Value lists of the enumerated option types. A definition may narrow them with `values`;
 * when it does not, these keep a stale or hand-edited option from reaching the renderer.
 */
export const OPTION_TYPE_VALUES: Partial<Record<string, readonly string[]>> = {
  alignment: ALIGNMENTS,
  verticalAlignment: ['top', 'center', 'bottom'],
  shiftedAlignment: ['default', 'mediaAboveText', 'textAboveMedia'],
  colorSwatches: COLOR_PALETTE,
  objectFit: ['cover', 'contain'],
  gridLayout: ['grid', 'masonry', 'split', 'carousel', 'avatar'],
  textSize: TEXT_SIZES,
  columnLayout: ['three', 'four', 'five'],
  columnWidth: COLUMN_WIDTHS,
  imageFormat: ['square', 'portrait'],
  textPosition: ['top-left', 'top-right', 'bottom-left', 'bottom-right', 'center-left', 'center-right'],
  scoreOptions: ['card', 'table'],
};

export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
