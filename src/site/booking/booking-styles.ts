import type { SiteSettings } from '../../shared/content/settings';

type BookingSettings = SiteSettings['bookingButton'];

/** Classes spelled out in full so Tailwind generates them (see blocks/_shared/styles.ts). */
const COLORS: Record<BookingSettings['color'], string> = {
  primary: 'bg-primary text-white',
  secondary: 'bg-secondary text-header',
  background: 'bg-background text-primary ring-1 ring-black/10',
  header: 'bg-header text-white',
};

const POSITIONS: Record<BookingSettings['position'], string> = {
  left: 'left-4 sm:left-6',
  right: 'right-4 sm:right-6',
};

/** The floating button: bottom corner, palette colour, a visible focus ring. */
export function bookingButtonClass(booking: Pick<BookingSettings, 'color' | 'position'>): string {
  return [
    'fixed bottom-4 z-40 inline-flex min-h-12 items-center gap-2 rounded-full px-5 py-3 text-base font-semibold shadow-xl shadow-black/20',
    'transition hover:-translate-y-0.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current',
    'motion-reduce:transition-none motion-reduce:hover:translate-y-0 sm:bottom-6 print:hidden',
    COLORS[booking.color],
    POSITIONS[booking.position],
  ].join(' ');
}
