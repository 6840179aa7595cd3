import type { Locale } from '../../shared/locales';

/** Texts of the booking button and modal; languages without their own fall back to German. */
export type BookingTexts = { book: string; dialogTitle: string; close: string; widgetTitle: string };

const de: BookingTexts = { book: 'Termin buchen', dialogTitle: 'Termin buchen', close: 'Schliessen', widgetTitle: 'Online-Terminbuchung' };
const TEXTS: Partial<Record<Locale, BookingTexts>> = {
  de,
  fr: { book: 'Prendre rendez-vous', dialogTitle: 'Prendre rendez-vous', close: 'Fermer', widgetTitle: 'Réservation en ligne' },
  it: { book: 'Prenota un appuntamento', dialogTitle: 'Prenota un appuntamento', close: 'Chiudi', widgetTitle: 'Prenotazione online' },
  en: { book: 'Book an appointment', dialogTitle: 'Book an appointment', close: 'Close', widgetTitle: 'Online booking' },
};

export function bookingTexts(locale: Locale): BookingTexts {
  return TEXTS[locale] ?? de;
}
