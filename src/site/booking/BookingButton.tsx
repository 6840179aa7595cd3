import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BookingBranch } from '../../shared/booking/booking-branch';
import type { PageSlugs } from '../../shared/content/links';
import type { SiteSettings } from '../../shared/content/settings';
import type { Locale } from '../../shared/locales';
import { bookingAction } from './booking-target';
import { bookingButtonClass } from './booking-styles';
import { publicT } from '../public-texts';
import { BookingDialog, type BookingTexts } from './BookingDialog';

export type BookingButtonProps = {
  settings: Pick<SiteSettings, 'bookingButton' | 'theme'>;
  locale: Locale;
  pages: ReadonlyMap<string, PageSlugs>;
  /** Page links point into the edit route there. */
  mode?: 'live' | 'edit';
  /** The branch the widget's fallback offers to call (bookingBranch: the first active one). */
  branch?: BookingBranch | null;
};

/** The button's and the dialog's texts in the page language. */
export function bookingTexts(locale: Locale): BookingTexts {
  const t = publicT(locale);
  return { book: t('booking.book'), dialogTitle: t('booking.dialogTitle'), close: t('booking.close') };
}

/**
 * The floating booking button (settings.bookingButton). Nothing when inactive or incomplete; a plain
 * link for URL, e-mail, phone and page targets; a native dialog with the widget for the widget
 * target (BookingDialog).
 */
export function BookingButton({ settings, locale, pages, mode = 'live', branch = null }: BookingButtonProps): ReactNode {
  const action = bookingAction(settings, { locale, pages, mode });
  if (!action) return null;
  const texts = bookingTexts(locale);
  const className = bookingButtonClass(settings.bookingButton);
  // A landmark of its own (it floats outside header, main and footer), so nothing on the page sits outside every landmark.
  return (
    <aside aria-label={texts.book}>
      {action.kind === 'modal' ? (
        <BookingDialog widgetUrl={action.widgetUrl} locale={locale} branch={branch} texts={texts} buttonClassName={className} />
      ) : (
        <a href={action.href} className={className} data-booking-button="" {...(action.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          <CalendarDays aria-hidden="true" className="size-5" />
          {texts.book}
        </a>
      )}
    </aside>
  );
}
