import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../shared/content/settings';
import { bookingAction } from './booking-target';

describe('bookingAction', () => {
  const pages = new Map([['11111111-1111-4111-8111-111111111111', { slug: { de: 'termin', fr: 'rendez-vous' }, collection: null, specialKey: null }]]);
  const settings = (bookingButton: Record<string, unknown>) => parseSettings({ bookingButton: { active: true, ...bookingButton } });
  const ctx = { locale: 'de' as const, pages };

  it('is null when inactive or incomplete', () => {
    expect(bookingAction(parseSettings({ bookingButton: { shoreCompany: 'x' } }), ctx)).toBeNull();
    expect(bookingAction(settings({ target: 'shore' }), ctx)).toBeNull();
    // Refused by the settings schema, and ignored by the button should one be stored anyway.
    expect(() => settings({ target: 'url', url: 'javascript:alert(1)' })).toThrow();
    const stored = (value: Record<string, string>) => {
      const base = settings({});
      return { ...base, bookingButton: { ...base.bookingButton, ...value } };
    };
    expect(bookingAction(stored({ target: 'url', url: 'javascript:alert(1)' }), ctx)).toBeNull();
    expect(bookingAction(stored({ target: 'email', email: 'nope' }), ctx)).toBeNull();
    expect(bookingAction(stored({ target: 'phone', phone: ' - ' }), ctx)).toBeNull();
    expect(bookingAction(settings({ target: 'page', pageId: '22222222-2222-4222-8222-222222222222' }), ctx)).toBeNull();
  });

  it('opens the widget modal with the button colour as theme colour', () => {
    const action = bookingAction(settings({ target: 'shore', shoreCompany: 'optik', color: 'header' }), { ...ctx, locale: 'fr' });
    expect(action).toEqual({
      kind: 'modal',
      widgetUrl: 'https://connect.shore.com/widget/optik?locale=fr&layout=default&select_location=false&theme_color=%2310253f',
    });
  });

  it('links to URL (new tab), e-mail, phone (digits only) and page', () => {
    expect(bookingAction(settings({ target: 'url', url: 'https://book.example.ch' }), ctx)).toEqual({
      kind: 'link',
      href: 'https://book.example.ch',
      newTab: true,
    });
    expect(bookingAction(settings({ target: 'email', email: 'info@example.ch' }), ctx)).toEqual({
      kind: 'link',
      href: 'mailto:info@example.ch',
      newTab: false,
    });
    expect(bookingAction(settings({ target: 'phone', phone: '+41 (52) 123-45 67' }), ctx)).toEqual({ kind: 'link', href: 'tel:+41521234567', newTab: false });
    expect(bookingAction(settings({ target: 'phone', phone: '052 123 45 67' }), ctx)).toEqual({ kind: 'link', href: 'tel:0521234567', newTab: false });
    expect(bookingAction(settings({ target: 'page', pageId: '11111111-1111-4111-8111-111111111111' }), { ...ctx, locale: 'fr' })).toEqual({
      kind: 'link',
      href: '/fr/rendez-vous',
      newTab: false,
    });
  });
});
