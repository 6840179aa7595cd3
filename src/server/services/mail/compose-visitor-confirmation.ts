import type { OutboxMailPayload } from '../../db/schema';
import { getTranslator } from '../../../shared/i18n/catalogues';
import type { Locale } from '../../../shared/locales';
import { confirmationRows } from './confirmation-rows';
import { type StoredFormValues, rowsAsText } from './form-value-rows';
import { singleLineHeader } from './transport';

/**
 * The visitor's confirmation, in the language they used the form in: fixed text, the chosen
 * themes/options and the wished date — never the name, message or any other free text (see
 * `confirmationRows`), and no HTML part, so nothing in it can become a link.
 */
export function composeVisitorConfirmation(options: {
  form: StoredFormValues;
  locale: Locale;
  /** The business as visitors know it: settings contact.companyName, else the site name. */
  companyName: string;
}): OutboxMailPayload {
  const { form, locale } = options;
  const t = getTranslator(locale, 'mail');
  const company = singleLineHeader(options.companyName);
  const subject = form.kind === 'contact' ? t('confirmation.contactSubject', { company }) : t('confirmation.sponsorSubject', { company });
  const body = form.kind === 'contact' ? t('confirmation.contactBody') : t('confirmation.sponsorBody');
  const text = [
    t('confirmation.greeting'),
    body,
    `${t('confirmation.yourDetails')}\n${rowsAsText(confirmationRows(form, locale))}`,
    t('confirmation.closing', { company }),
    `--\n${t('confirmation.automatic')}`,
  ].join('\n\n');
  return { to: form.values.email, subject: singleLineHeader(subject), text: `${text}\n` };
}
