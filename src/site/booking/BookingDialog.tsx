import { CalendarDays, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { BookingEmbed } from '@/blocks/_shared/booking/BookingEmbed';
import type { BookingBranch } from '@/shared/booking/booking-branch';
import type { Locale } from '@/shared/locales';

export const BOOKING_DIALOG_ID = 'booking-dialog';

export type BookingTexts = { book: string; dialogTitle: string; close: string };

type Props = {
  widgetUrl: string;
  locale: Locale;
  /** The branch the fallback offers to call when the widget cannot load. */
  branch: BookingBranch | null;
  texts: BookingTexts;
  /** Classes of the floating trigger button (position and palette colour). */
  buttonClassName: string;
};

/**
 * The booking button and its modal: a native <dialog> (Escape, focus kept inside, the page inert,
 * focus back to the button on close); the body stops scrolling while it is open (globals.css), the
 * close button is a `method="dialog"` form. site-behaviour.ts opens it, loads the widget's iframe
 * on the first open (booking-frames.ts: the booking container's fallback replaces a widget that
 * cannot load) and closes it on a backdrop click. No React on the client.
 */
export function BookingDialog({ widgetUrl, locale, branch, texts, buttonClassName }: Props): ReactNode {
  const titleId = `${BOOKING_DIALOG_ID}-title`;
  return (
    <>
      <button type="button" className={buttonClassName} data-booking-button="" data-booking-open="" aria-haspopup="dialog" aria-controls={BOOKING_DIALOG_ID}>
        <CalendarDays aria-hidden="true" className="size-5" />
        {texts.book}
      </button>
      <dialog
        id={BOOKING_DIALOG_ID}
        data-booking-dialog=""
        aria-labelledby={titleId}
        closedby="any"
        className="fixed inset-x-2 top-1/2 m-0 h-[88svh] max-h-none w-auto max-w-none -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white p-0 text-neutral-900 shadow-2xl backdrop:bg-black/60 backdrop:backdrop-blur-sm open:flex sm:inset-x-auto sm:left-1/2 sm:w-[min(52rem,calc(100vw-3rem))] sm:-translate-x-1/2"
      >
        <div className="flex items-center justify-between gap-4 border-b border-neutral-200 px-5 py-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {texts.dialogTitle}
          </h2>
          <form method="dialog">
            <button
              type="submit"
              aria-label={texts.close}
              className="inline-flex size-10 items-center justify-center rounded-full hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-neutral-900"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </form>
        </div>
        <BookingEmbed
          widgetUrl={widgetUrl}
          load="modal"
          locale={locale}
          pageUrl={widgetUrl}
          branch={branch}
          className="flex min-h-0 flex-1 flex-col overflow-y-auto"
          frameClassName="min-h-0 flex-1"
          fallbackClassName="m-4 sm:m-6"
        />
      </dialog>
    </>
  );
}
