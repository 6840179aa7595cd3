import { getTranslator } from '../../../shared/i18n/catalogues';
import { DISPLAY_TIME_ZONE, intlTag } from '../../../shared/i18n/config';
import { numberTag } from '../../../shared/i18n/number-format';
import type { Locale } from '../../../shared/locales';
import { SPONSOR_OPTIONS, sponsorTotal } from '../../../shared/schemas/forms/sponsor-form';
import type { StoredFormValues, ValueRow } from './form-value-rows';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar date in the language's style, or null: anything else could carry typed text. */
function strictDate(value: string, locale: Locale): string | null {
  if (!ISO_DATE.test(value)) return null;
  const date = new Date(`${value}T12:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return null;
  return new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'medium', timeZone: DISPLAY_TIME_ZONE }).format(date);
}

/**
 * What the confirmation may repeat: only choices the form offered (themes, options, counts, the
 * total) and the wished date and time when they are a real date and clock time. Nothing the visitor
 * typed freely — the confirmation goes to an unverified address, so free text would let anyone send
 * their own words in the business's name.
 */
export function confirmationRows(form: StoredFormValues, locale: Locale): ValueRow[] {
  const label = getTranslator(locale, 'mail');
  const word = getTranslator(locale, 'forms');
  if (form.kind === 'contact') {
    const { values } = form;
    const rows: ValueRow[] = [{ label: label('labels.contact.themes'), value: values.themes.map((theme) => word(`contact.themeLabels.${theme}`)).join(', ') }];
    const date = strictDate(values.bevorzugterTermin, locale);
    if (date) rows.push({ label: label('labels.contact.bevorzugterTermin'), value: date });
    if (CLOCK_TIME.test(values.bevorzugteUhrzeit)) rows.push({ label: label('labels.contact.bevorzugteUhrzeit'), value: values.bevorzugteUhrzeit });
    return rows;
  }
  const { values } = form;
  const count = new Intl.NumberFormat(numberTag(locale));
  const chosen = SPONSOR_OPTIONS.filter((option) => values[option]).map((option) => word(`sponsor.optionLabels.${option}`));
  return [
    { label: label('labels.sponsor.options'), value: chosen.length > 0 ? chosen.join(', ') : '—' },
    { label: label('labels.sponsor.numberOfPersons'), value: count.format(values.numberOfPersons) },
    { label: label('labels.sponsor.aspectNumberOfPersons'), value: count.format(values.aspectNumberOfPersons) },
    { label: label('labels.sponsor.total'), value: word('sponsor.price', { amount: sponsorTotal(values) }) },
  ];
}
