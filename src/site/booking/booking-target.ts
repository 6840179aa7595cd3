import { type PageSlugs, pagePath } from '../../shared/content/links';
import type { SiteSettings } from '../../shared/content/settings';
import type { Locale } from '../../shared/locales';
import { bookingWidgetUrl } from '../../shared/booking/booking-provider';

/** What the floating booking button does: open the widget modal, or follow a link. */
export type BookingAction = { kind: 'modal'; widgetUrl: string } | { kind: 'link'; href: string; newTab: boolean };

export type BookingTargetContext = {
  locale: Locale;
  pages: ReadonlyMap<string, PageSlugs>;
  mode?: 'live' | 'edit';
};

/**
 * Resolves settings.bookingButton to an action, or null when the button is off or its target is
 * incomplete (a button that leads nowhere is not shown).
 */
export function bookingAction(settings: Pick<SiteSettings, 'bookingButton' | 'theme'>, ctx: BookingTargetContext): BookingAction | null {
  const booking = settings.bookingButton;
  if (!booking.active) return null;
  switch (booking.target) {
    case 'shore': {
      const themeColor = settings.theme.colors[booking.color];
      const widgetUrl = bookingWidgetUrl({ company: booking.shoreCompany, locale: ctx.locale, themeColor });
      return widgetUrl ? { kind: 'modal', widgetUrl } : null;
    }
    case 'url': {
      const url = booking.url.trim();
      return /^https?:\/\/\S+$/i.test(url) ? { kind: 'link', href: url, newTab: true } : null;
    }
    case 'email': {
      const email = booking.email.trim();
      return /^[^\s@]+@[^\s@]+$/.test(email) ? { kind: 'link', href: `mailto:${email}`, newTab: false } : null;
    }
    case 'phone': {
      // Digits only (a leading + kept for international numbers).
      const trimmed = booking.phone.trim();
      const digits = trimmed.replace(/\D/g, '');
      return digits ? { kind: 'link', href: `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`, newTab: false } : null;
    }
    case 'page': {
      const page = booking.pageId ? ctx.pages.get(booking.pageId) : undefined;
      const href = page ? pagePath({ locale: ctx.locale, mode: ctx.mode ?? 'live', page }) : null;
      return href ? { kind: 'link', href, newTab: false } : null;
    }
    default:
      return null;
  }
}
