import type { SettingsProblem } from '../schemas/settings';
import type { SiteSettings } from './settings';

/**
 * What the publish dialog flags in the settings (editor-panels §5 "Booking"): an active booking
 * button without its link (the chosen target's value is empty), or with its own text in some of the
 * site's languages but not in others (those would show the catalogue's default beside custom texts).
 */
export function settingsProblemsOf(settings: SiteSettings, locales: readonly string[]): SettingsProblem[] {
  const booking = settings.bookingButton;
  if (!booking.active) return [];
  const problems: SettingsProblem[] = [];
  const link = { shore: booking.shoreCompany, url: booking.url, email: booking.email, phone: booking.phone, page: booking.pageId ?? '' }[booking.target];
  if (!link) problems.push({ section: 'bookingButton', key: 'bookingLinkMissing', locales: [] });
  const withText = locales.filter((locale) => booking.label[locale]?.trim());
  if (withText.length > 0 && withText.length < locales.length) {
    problems.push({ section: 'bookingButton', key: 'bookingTextMissing', locales: locales.filter((locale) => !withText.includes(locale)) });
  }
  return problems;
}
