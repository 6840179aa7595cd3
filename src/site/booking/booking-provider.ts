/**
 * Adapter for the booking widget provider (a shore-style widget, spec §2.3). The provider's address
 * and parameter names live here only; swapping the provider means changing this module.
 */
export const BOOKING_WIDGET_BASE_URL = 'https://connect.shore.com/widget';

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
