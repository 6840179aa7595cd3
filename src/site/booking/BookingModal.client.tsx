'use client';

import { CalendarDays } from 'lucide-react';
import { type ReactNode, Suspense, lazy, useRef, useState } from 'react';
import type { BookingTexts } from './booking-texts';

// The dialog (Radix) is fetched on the first click, so pages carry only this small button.
const BookingDialog = lazy(() => import('./BookingDialog.client'));

export type BookingModalProps = {
  widgetUrl: string;
  texts: BookingTexts;
  /** Classes of the floating trigger button (position and palette colour). */
  buttonClassName: string;
};

/** The booking button's client island, shipped only on pages whose booking button opens the widget. */
export function BookingModal({ widgetUrl, texts, buttonClassName }: BookingModalProps): ReactNode {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" className={buttonClassName} data-booking-button="" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <CalendarDays aria-hidden="true" className="size-5" />
        {texts.book}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <BookingDialog
            widgetUrl={widgetUrl}
            texts={texts}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
