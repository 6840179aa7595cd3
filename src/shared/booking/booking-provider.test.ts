import { describe, expect, it } from 'vitest';
import { BOOKING_WIDGET_BASE_URL, BOOKING_WIDGET_ORIGIN, bookingWidgetUrl } from './booking-provider';

describe('bookingWidgetUrl', () => {
  it('builds the provider URL with company, locale, layout, select_location and theme_color', () => {
    const url = bookingWidgetUrl({ company: 'optik-muster', locale: 'fr', layout: 'inline', selectLocation: true, themeColor: '#0b5cad' });
    expect(url).toBe('https://connect.shore.com/widget/optik-muster?locale=fr&layout=inline&select_location=true&theme_color=%230b5cad');
    expect(url?.startsWith(`${BOOKING_WIDGET_BASE_URL}/`)).toBe(true);
  });

  it('defaults layout and select_location and drops an invalid colour', () => {
    expect(bookingWidgetUrl({ company: ' optik ', locale: 'de', themeColor: 'red' })).toBe(
      'https://connect.shore.com/widget/optik?locale=de&layout=default&select_location=false',
    );
  });

  it('refuses an empty or path-like company', () => {
    expect(bookingWidgetUrl({ company: '', locale: 'de' })).toBeNull();
    expect(bookingWidgetUrl({ company: '../admin', locale: 'de' })).toBeNull();
    expect(bookingWidgetUrl({ company: 'a b?x=1', locale: 'de' })).toBeNull();
  });
});

describe('BOOKING_WIDGET_ORIGIN', () => {
  it('is the origin of the widget address (what the CSP allows as a frame source)', () => {
    expect(BOOKING_WIDGET_ORIGIN).toBe('https://connect.shore.com');
  });
});
