import { CalendarDays, X } from 'lucide-react';
import type { ReactNode } from 'react';

export const BOOKING_DIALOG_ID = 'booking-dialog';

export type BookingTexts = { book: string; dialogTitle: string; close: string; widgetTitle: string };

type Props = {
  widgetUrl: string;
  texts: BookingTexts;
  /** Classes of the floating trigger button (position and palette colour). */
  buttonClassName: string;
};

/**
 * The booking button and its modal: a native <dialog> (Escape, focus kept inside, the page inert,
 * focus back to the button on close); the body stops scrolling while it is open (globals.css), the
 * close button is a `method="dialog"` form. site-behaviour.ts opens it, loads the widget's iframe
 * on the first open and closes it on a backdrop click. No React on the client.
 */
export function BookingDialog({ widgetUrl, texts, buttonClassName }: Props): ReactNode {
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
        <iframe title={texts.widgetTitle} data-src={widgetUrl} className="min-h-0 w-full flex-1 border-0" allow="payment" />
      </dialog>
    </>
  );
}
