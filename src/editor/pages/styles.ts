import { cx } from '@/blocks/_shared/styles';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';

/** Class names the pages panel's pieces share (light surface, the editor's own focus ring). */
export const INPUT = cx(
  'h-9 w-full rounded-lg border border-neutral-300 bg-white px-2.5 text-sm text-neutral-900 placeholder:text-neutral-400 aria-invalid:border-rose-500',
  FOCUS_RING_LIGHT,
);
export const LABEL = 'block text-xs font-medium text-neutral-600';
export const ICON_BUTTON = cx(
  'grid size-7 shrink-0 place-items-center rounded-md text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900 disabled:pointer-events-none disabled:opacity-30',
  FOCUS_RING_LIGHT,
);
export const TEXT_BUTTON = cx(
  'inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 text-xs font-medium text-sky-700 hover:bg-sky-50 disabled:opacity-50',
  FOCUS_RING_LIGHT,
);
export const PRIMARY_BUTTON = cx(
  'inline-flex h-10 items-center gap-2 rounded-xl bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800 disabled:opacity-60',
  FOCUS_RING_LIGHT,
);
export const SECTION_TITLE = 'px-1 pb-2 text-xs font-semibold tracking-wide text-neutral-500 uppercase';
export const FIELD_ERROR = 'mt-1 text-xs text-rose-700';
