'use client';

import { LoaderCircle } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { cx } from '@/blocks/_shared/styles';

/**
 * Small shared pieces of the editor chrome. The editor UI sets its own font, colours and focus
 * ring so a site's theme (fonts, --site-* colours, global :focus-visible) never restyles it.
 */
export const EDITOR_FONT = 'font-sans not-italic normal-case tracking-normal';
export const FOCUS_RING = 'outline-none focus-visible:ring-2 focus-visible:ring-sky-400 focus-visible:ring-offset-2 focus-visible:ring-offset-neutral-900';
export const FOCUS_RING_LIGHT = 'outline-none focus-visible:ring-2 focus-visible:ring-sky-500 focus-visible:ring-offset-2 focus-visible:ring-offset-white';

type Tone = 'ghost' | 'primary' | 'warning' | 'danger';
const TONES: Record<Tone, string> = {
  ghost: 'text-white/85 hover:bg-white/10 hover:text-white',
  primary: 'bg-emerald-400 text-neutral-950 shadow-sm shadow-emerald-500/30 hover:bg-emerald-300',
  warning: 'bg-amber-400/15 text-amber-200 ring-1 ring-inset ring-amber-300/30 hover:bg-amber-400/25',
  danger: 'text-rose-200 hover:bg-rose-500/15 hover:text-rose-100',
};

type BarButtonProps = ComponentPropsWithoutRef<'button'> & { tone?: Tone };

/** A text button of the dark top bar. */
export const BarButton = forwardRef<HTMLButtonElement, BarButtonProps>(function BarButton({ tone = 'ghost', className, ...rest }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      className={cx(
        'inline-flex h-9 shrink-0 items-center gap-2 rounded-xl px-3 text-sm font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50',
        FOCUS_RING,
        TONES[tone],
        className,
      )}
      {...rest}
    />
  );
});

/** Wraps a control in a tooltip; the label is also the control's accessible name where it has no text. */
export function WithTooltip({ label, side = 'top', children }: { label: string; side?: 'top' | 'bottom' | 'left' | 'right'; children: ReactNode }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side={side}
          sideOffset={8}
          className={cx(EDITOR_FONT, 'z-[80] rounded-lg bg-neutral-950 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg ring-1 ring-white/10')}
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

type IconButtonProps = Omit<BarButtonProps, 'children'> & { label: string; icon: ReactNode; side?: 'top' | 'bottom' | 'left' | 'right' };

/** An icon-only bar button with its label as tooltip and accessible name. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton({ label, icon, side, className, ...rest }, ref) {
  return (
    <WithTooltip label={label} side={side}>
      <BarButton ref={ref} aria-label={label} className={cx('w-9 justify-center px-0', className)} {...rest}>
        {icon}
      </BarButton>
    </WithTooltip>
  );
});

/** An icon-only link of the bar (a real link: middle-click and "open in new tab" keep working). */
export function IconLink({ label, icon, href, newTab = false }: { label: string; icon: ReactNode; href: string; newTab?: boolean }) {
  return (
    <WithTooltip label={label}>
      <a
        href={href}
        aria-label={label}
        {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
        className={cx('inline-flex size-9 shrink-0 items-center justify-center rounded-xl transition-colors', FOCUS_RING, TONES.ghost)}
      >
        {icon}
      </a>
    </WithTooltip>
  );
}

/** The editor's one busy indicator: a status region named by its label (also read out when it appears). */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <span role="status" aria-label={label} className={cx('inline-flex items-center gap-2', className)}>
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
