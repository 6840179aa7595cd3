import { isHttpUrl } from './inline-validation';

/** Booking link value (editor-core §3): an appointment tool, a health-optics booking or an iframe. */
export const BOOKING_LINK_TYPES = ['eTermin', 'healthOpticsBooking', 'iframe'] as const;
export type BookingLinkType = (typeof BOOKING_LINK_TYPES)[number];
export type BookingLinkValue = { type: BookingLinkType; url: string };

function isBookingLinkType(value: unknown): value is BookingLinkType {
  return typeof value === 'string' && (BOOKING_LINK_TYPES as readonly string[]).includes(value);
}

/** Reads a stored booking link; stale or hand-edited values fall back to an empty eTermin link. */
export function readBookingLink(value: unknown): BookingLinkValue {
  const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return {
    type: isBookingLinkType(record.type) ? record.type : 'eTermin',
    url: typeof record.url === 'string' ? record.url : '',
  };
}

/**
 * A valid http(s) URL (first check) that also passes a second, stricter one: the host has a dot
 * (no "localhost" or bare words), no credentials are embedded, and there is no whitespace at all.
 */
export function validateBookingUrl(url: string): { ok: true; value: string } | { ok: false; error: 'url' } {
  const value = url.trim();
  if (!isHttpUrl(value)) return { ok: false, error: 'url' };
  const parsed = new URL(value);
  const host = parsed.hostname;
  const strict = host.includes('.') && !host.startsWith('.') && !host.endsWith('.') && parsed.username === '' && parsed.password === '' && !/\s/.test(value);
  return strict ? { ok: true, value } : { ok: false, error: 'url' };
}
