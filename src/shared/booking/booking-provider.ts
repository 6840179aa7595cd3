/**
 * Adapter for the booking widget provider (a shore-style widget, spec §7). The provider's address
 * and parameter names live here only; swapping the provider means changing this module. Shared:
 * the floating button's modal (src/site), the booking container block (src/blocks) and the
 * Content-Security-Policy (src/server) all read it.
 */
export const BOOKING_WIDGET_BASE_URL = 'https://connect.shore.com/widget';

/** The origin the page must allow as a frame (and probe) source. */
export const BOOKING_WIDGET_ORIGIN = new URL(BOOKING_WIDGET_BASE_URL).origin;

/**
 * How long a widget may take to answer before the page shows the fallback instead (blocked by a
 * filter, provider down, captive portal): a cross-origin frame never reports its own failure.
 */
export const BOOKING_WIDGET_TIMEOUT_MS = 8000;

export type BookingWidgetLayout = 'default' | 'inline' | 'modal';

export type BookingWidgetOptions = {
  /** The company's identifier at the provider (settings.bookingButton.shoreCompany). */
  company: string;
  locale: string;
  layout?: BookingWidgetLayout;
  /** Whether the widget first asks for the branch. */
  selectLocation?: boolean;
  /** A #rrggbb colour the widget adopts. */
  themeColor?: string | null;
};

/** Company identifiers are slugs; anything else would let a setting reshape the widget path. */
const COMPANY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const HEX = /^#[0-9a-fA-F]{6}$/;

/** The widget URL for a company, or null when the company identifier is empty or malformed. */
export function bookingWidgetUrl(options: BookingWidgetOptions): string | null {
  const company = options.company.trim();
  if (!COMPANY.test(company)) return null;
  const params = new URLSearchParams({
    locale: options.locale,
    layout: options.layout ?? 'default',
    select_location: options.selectLocation ? 'true' : 'false',
  });
  if (options.themeColor && HEX.test(options.themeColor)) params.set('theme_color', options.themeColor);
  return `${BOOKING_WIDGET_BASE_URL}/${encodeURIComponent(company)}?${params.toString()}`;
}
