import { describe, expect, it } from 'vitest';
import { readBookingLink, validateBookingUrl } from './booking-link';

describe('validateBookingUrl', () => {
  it('accepts http(s) URLs with a dotted host', () => {
    expect(validateBookingUrl(' https://www.etermin.net/optik ')).toEqual({ ok: true, value: 'https://www.etermin.net/optik' });
    expect(validateBookingUrl('http://booking.optik.ch')).toEqual({ ok: true, value: 'http://booking.optik.ch' });
  });

  it('rejects what the URL parser refuses or that is not http(s)', () => {
    for (const bad of ['', 'etermin.net', 'javascript:alert(1)', 'ftp://etermin.net']) {
      expect(validateBookingUrl(bad)).toEqual({ ok: false, error: 'url' });
    }
  });

  it('rejects URLs failing the second check: dotless host, credentials, whitespace', () => {
    for (const bad of [
      'https://localhost/book',
      'https://user:pw@etermin.net',
      'https://user@etermin.net',
      'https://eter min.net',
      'https://etermin.net/a b',
    ]) {
      expect(validateBookingUrl(bad)).toEqual({ ok: false, error: 'url' });
    }
  });
});

describe('readBookingLink', () => {
  it('reads a stored value and falls back for stale data', () => {
    expect(readBookingLink({ type: 'iframe', url: 'https://x.ch' })).toEqual({ type: 'iframe', url: 'https://x.ch' });
    expect(readBookingLink({ type: 'fax', url: 3 })).toEqual({ type: 'eTermin', url: '' });
    expect(readBookingLink(null)).toEqual({ type: 'eTermin', url: '' });
  });
});
