import { describe, expect, it } from 'vitest';
import { ZSiteSettings } from './settings';
import { settingsProblemsOf } from './settings-problems';

const withBooking = (bookingButton: Record<string, unknown>) => ZSiteSettings.parse({ bookingButton });

describe('settingsProblemsOf', () => {
  it('flags nothing while the booking button is off', () => {
    expect(settingsProblemsOf(withBooking({ active: false, target: 'url' }), ['de', 'fr'])).toEqual([]);
  });

  it('flags an active button whose target has no link, whatever the target', () => {
    for (const target of ['shore', 'url', 'email', 'phone', 'page']) {
      expect(settingsProblemsOf(withBooking({ active: true, target }), ['de'])).toEqual([{ section: 'bookingButton', key: 'bookingLinkMissing', locales: [] }]);
    }
    expect(settingsProblemsOf(withBooking({ active: true, target: 'phone', phone: '044 555 66 77' }), ['de'])).toEqual([]);
  });

  it('flags own texts in some languages but not in others, naming the missing ones', () => {
    const settings = withBooking({ active: true, target: 'url', url: 'https://book.example.ch', label: { de: 'Jetzt buchen', fr: ' ' } });
    expect(settingsProblemsOf(settings, ['de', 'fr', 'it'])).toEqual([{ section: 'bookingButton', key: 'bookingTextMissing', locales: ['fr', 'it'] }]);
    // No own text anywhere: every language shows the default, nothing to flag.
    expect(settingsProblemsOf(withBooking({ active: true, target: 'url', url: 'https://book.example.ch' }), ['de', 'fr'])).toEqual([]);
  });
});
