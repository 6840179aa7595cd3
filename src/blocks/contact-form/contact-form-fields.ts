import type { DefaultValues } from 'react-hook-form';
import { type ContactFormInput, ZContactFormValues } from '../../shared/schemas/forms/contact-form';

/**
 * What a fresh fill-in starts with; radios start unchosen so the visitor has to pick. Every field
 * is named (the radios as undefined), so values returned by a post without JavaScript fill them.
 */
export const CONTACT_FORM_DEFAULTS: DefaultValues<ContactFormInput> = {
  anrede: undefined,
  existingCustomer: undefined,
  vorname: '',
  nachname: '',
  dateOfBirth: '',
  strasse: '',
  plz: '',
  ort: '',
  email: '',
  telefon: '',
  themes: [],
  bevorzugterTermin: '',
  bevorzugteUhrzeit: '',
  fragenAnmerkungen: '',
  website: '',
};

/** Today as YYYY-MM-DD in the visitor's own time zone (what a date input shows). */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The shared schema plus one browser-only rule: the preferred date cannot lie in the past. It is
 * checked here and not on the server because "today" depends on the visitor's time zone.
 */
export function contactFormClientSchema(today: () => string = () => localIsoDate(new Date())) {
  return ZContactFormValues.extend({
    bevorzugterTermin: ZContactFormValues.shape.bevorzugterTermin.refine((value) => value === '' || value >= today(), 'dateInvalid'),
  });
}

/**
 * Preferred-time choices: half-hour slots from 08:00 to 18:00. A select (rather than a free time
 * input) keeps requests within opening hours and works the same with every browser and screen reader.
 */
export const TIME_SLOTS: readonly string[] = Array.from({ length: 21 }, (_, i) => {
  const minutes = 8 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
