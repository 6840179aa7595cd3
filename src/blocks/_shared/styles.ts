import type { Alignment, PaletteColor } from '../../shared/blocks/constants';

/**
 * Class tables shared by blocks. Tailwind only generates classes it finds written out in source,
 * so every class is spelled in full here instead of being assembled from option values.
 */

export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

/**
 * Section surfaces for a palette colour. Theme colours are site-chosen, so text colour follows the
 * role of the swatch: header and primary are the dark brand colours in every seeded theme.
 * A cleared swatch (null) or "transparent" shows the page background.
 */
const SURFACES: Record<PaletteColor, string> = {
  transparent: 'text-text',
  primary: 'bg-primary text-white',
  secondary: 'bg-secondary text-header',
  background: 'bg-background text-text',
  header: 'bg-header text-white',
};

export function surfaceClass(color: PaletteColor | null): string {
  return SURFACES[color ?? 'transparent'];
}

/** Text, flex-items and self-placement classes for one alignment. */
export const ALIGN: Record<Alignment, { text: string; items: string; box: string; justify: string }> = {
  left: { text: 'text-left', items: 'items-start', box: 'mr-auto', justify: 'justify-start' },
  center: { text: 'text-center', items: 'items-center', box: 'mx-auto', justify: 'justify-center' },
  right: { text: 'text-right', items: 'items-end', box: 'ml-auto', justify: 'justify-end' },
};

/** Shown in edit mode around a slot that needs attention before publishing. */
export const WARNING_OUTLINE = 'outline-2 outline-offset-4 outline-dashed outline-amber-500';
