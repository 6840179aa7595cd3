import { cx } from '@/blocks/_shared/styles';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';

/** Class names shared by the library's controls (light editor chrome). */
export const BUTTON = cx(
  'inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium ring-1 ring-neutral-200 hover:bg-neutral-50 disabled:pointer-events-none disabled:opacity-50',
  FOCUS_RING_LIGHT,
);
export const PRIMARY_BUTTON = cx(
  'inline-flex h-9 items-center gap-2 rounded-lg bg-neutral-900 px-3 text-sm font-semibold text-white hover:bg-neutral-700 disabled:pointer-events-none disabled:opacity-50',
  FOCUS_RING_LIGHT,
);
export const INPUT = cx('h-9 w-full rounded-lg border border-neutral-300 bg-white px-2.5 text-sm text-neutral-900', FOCUS_RING_LIGHT);
export const LABEL = 'mb-1 block text-xs font-medium text-neutral-500';
