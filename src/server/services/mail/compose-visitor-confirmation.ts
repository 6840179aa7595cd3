import type { OutboxMailPayload } from '../../db/schema';
import { getTranslator } from '../../../shared/i18n/catalogues';
import type { Locale } from '../../../shared/locales';
import { type StoredFormValues, rowsAsText, valueRows } from './form-value-rows';
import { singleLineHeader } from './transport';

/** The visitor's confirmation, in the language they used the form in, repeating what they sent. */
export function composeVisitorConfirmation(options: {
  form: StoredFormValues;
  locale: Locale;
  /** The business as visitors know it: settings contact.companyName, else the site name. */
  companyName: string;
}): OutboxMailPayload {
  const { form, locale } = options;
  const t = getTranslator(locale, 'mail');
  const company = singleLineHeader(options.companyName);
  const name = form.kind === 'contact' ? `${form.values.vorname} ${form.values.nachname}` : form.values.contactName;
  const subject = form.kind === 'contact' ? t('confirmation.contactSubject', { company }) : t('confirmation.sponsorSubject', { company });
  const body = form.kind === 'contact' ? t('confirmation.contactBody') : t('confirmation.sponsorBody');
  const text = [
    t('confirmation.greeting', { name }),
    body,
    `${t('confirmation.yourDetails')}\n${rowsAsText(valueRows(form, locale))}`,
    t('confirmation.closing', { company }),
    `--\n${t('confirmation.automatic')}`,
  ].join('\n\n');
  return { to: form.values.email, subject: singleLineHeader(subject), text: `${text}\n` };
}
