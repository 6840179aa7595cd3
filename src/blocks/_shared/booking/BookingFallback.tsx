import { CalendarX2, ExternalLink, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BookingBranch } from '../../../shared/booking/booking-branch';
import type { Locale } from '../../../shared/locales';
import { telHref } from '../../contact/contact-links';
import { blocksT } from '../block-texts';
import { cx } from '../styles';

export type BookingFallbackProps = {
  locale: Locale;
  /** The provider's booking page (opened in a new tab), or null without a widget company. */
  pageUrl: string | null;
  /** The branch to call instead (the business profile's). */
  branch: BookingBranch | null;
  className?: string;
};

/**
 * What a visitor gets instead of a booking widget that cannot load (offline, blocked by a filter,
 * provider down): a short message, the booking page in a new tab and the branch's phone. Shared by
 * the booking container and the floating button's modal, so both fail the same way.
 */
export function BookingFallback({ locale, pageUrl, branch, className }: BookingFallbackProps): ReactNode {
  const t = blocksT(locale);
  const tel = branch ? telHref(branch.phone) : null;
  return (
    <div data-booking-fallback="" className={cx('flex-col items-start gap-4 rounded-2xl border border-current/15 p-6 text-left sm:p-8', className)}>
      <p className="flex items-start gap-3 text-lg font-semibold">
        <CalendarX2 aria-hidden="true" className="mt-1 size-5 shrink-0 opacity-70" />
        {t('booking.unavailable')}
      </p>
      {pageUrl ? (
        <a
          href={pageUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-booking-page=""
          className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-current px-5 py-2 font-semibold hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
        >
          {t('booking.openPage')}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{` (${t('booking.newTab')})`}</span>
        </a>
      ) : null}
      {branch && tel ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Phone aria-hidden="true" className="size-4 shrink-0 opacity-70" />
          <span>{t('booking.callBranch', { branch: branch.name })}</span>
          <a href={tel} data-booking-phone="" className="font-semibold underline decoration-current/30 underline-offset-4 hover:decoration-current">
            {branch.phone}
          </a>
        </p>
      ) : null}
    </div>
  );
}
