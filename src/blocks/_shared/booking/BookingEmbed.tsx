import type { CSSProperties, ReactNode } from 'react';
import { blocksT } from '../block-texts';
import { cx } from '../styles';
import { BookingFallback, type BookingFallbackProps } from './BookingFallback';

type Props = BookingFallbackProps & {
  /** The widget's address (the booking provider adapter's). */
  widgetUrl: string;
  /**
   * `inline`: the page's script loads it at once (booking container); `modal`: on the dialog's
   * first opening (the floating button), so a visitor who never books never contacts the provider.
   */
  load: 'inline' | 'modal';
  frameClassName?: string;
  frameStyle?: CSSProperties;
  /** Room around the fallback where the embed has no padding of its own (the modal). */
  fallbackClassName?: string;
};

/**
 * A booking widget frame with its fallback. The frame has no `src` in the markup: the site's
 * script (booking-frames.ts) sets it and, as a cross-origin frame never reports a failure, probes
 * the provider and waits for the frame's load within a timeout; it then sets `data-booking-state`
 * to `ready` (frame shown) or `failed` (fallback shown). Without JavaScript the fallback shows.
 */
export function BookingEmbed({ widgetUrl, load, frameClassName, frameStyle, fallbackClassName, className, ...fallback }: Props): ReactNode {
  const t = blocksT(fallback.locale);
  return (
    <div data-booking-embed={load} data-booking-state="idle" className={cx('group/booking relative', className)}>
      <iframe
        title={t('booking.widgetTitle')}
        data-src={widgetUrl}
        allow="payment"
        className={cx('w-full border-0 group-data-[booking-state=failed]/booking:hidden group-data-[booking-state=loading]/booking:invisible', frameClassName)}
        style={frameStyle}
      />
      <p
        data-booking-loading=""
        className="pointer-events-none absolute inset-0 hidden place-items-center text-sm opacity-70 group-data-[booking-state=loading]/booking:grid"
      >
        {t('booking.loading')}
      </p>
      <BookingFallback {...fallback} className={cx('hidden group-data-[booking-state=failed]/booking:flex', fallbackClassName)} />
      {/* The frame would stay empty without JavaScript: globals.css hides it (`scripting: none`). */}
      <noscript>
        <BookingFallback {...fallback} className={cx('flex', fallbackClassName)} />
      </noscript>
    </div>
  );
}
