import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PageSlugs } from '../../shared/content/links';
import type { SiteSettings } from '../../shared/content/settings';
import type { Locale } from '../../shared/locales';
import { bookingAction } from './booking-target';
import { bookingButtonClass } from './booking-styles';
import { bookingTexts } from './booking-texts';
import { BookingModal } from './BookingModal.client';

export type BookingButtonProps = {
  settings: Pick<SiteSettings, 'bookingButton' | 'theme'>;
  locale: Locale;
  pages: ReadonlyMap<string, PageSlugs>;
  /** Page links point into the edit route there. */
  mode?: 'live' | 'edit';
};

/**
 * The floating booking button (settings.bookingButton). Nothing when inactive or incomplete; a plain
 * link (no JavaScript) for URL, e-mail, phone and page targets; the booking modal island for the
 * widget target, so only those pages load the dialog code.
 */
export function BookingButton({ settings, locale, pages, mode = 'live' }: BookingButtonProps): ReactNode {
  const action = bookingAction(settings, { locale, pages, mode });
  if (!action) return null;
  const texts = bookingTexts(locale);
  const className = bookingButtonClass(settings.bookingButton);
  if (action.kind === 'modal') return <BookingModal widgetUrl={action.widgetUrl} texts={texts} buttonClassName={className} />;
  return (
    <a
      href={action.href}
      className={className}
      data-booking-button=""
      {...(action.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <CalendarDays aria-hidden="true" className="size-5" />
      {texts.book}
    </a>
  );
}
