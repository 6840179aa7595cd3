import type { ReactNode } from 'react';
import { cx } from '../_shared/styles';

/**
 * Decorative stand-ins for an empty image slot, drawn from the theme colours so a block without
 * media still looks intended. Several variants so neighbouring tiles differ. Hidden from AT. Glows
 * are radial gradients: a `filter: blur` is costly to draw without a GPU (see the hero's backdrop).
 */
const GRADIENTS = [
  'bg-linear-to-br from-primary/70 via-primary/35 to-secondary/45',
  'bg-linear-to-tr from-secondary/60 via-background to-primary/40',
  'bg-linear-to-bl from-header/80 via-primary/50 to-primary/20',
  'bg-linear-to-tl from-primary/45 via-secondary/30 to-header/40',
  'bg-linear-to-r from-secondary/50 via-primary/30 to-header/60',
] as const;

export function GradientPlaceholder({ variant = 0, className }: { variant?: number; className?: string }): ReactNode {
  const gradient = GRADIENTS[Math.abs(variant) % GRADIENTS.length];
  return (
    <div aria-hidden="true" data-placeholder="" className={cx('relative overflow-hidden', gradient, className)}>
      <div className="absolute -top-1/4 -right-1/4 size-3/4 bg-radial from-white/15 to-transparent to-70%" />
      <div className="absolute -bottom-1/3 -left-1/4 size-2/3 bg-radial from-black/10 to-transparent to-70%" />
    </div>
  );
}
