import type { OutboxMailPayload } from '../../db/schema';
import type { Locale } from '../../../shared/locales';
import { type StoredFormValues, rowsAsText, valueRows } from './form-value-rows';
import { fillText, mailTexts } from './mail-texts';
import { singleLineHeader } from './transport';

/** The visitor's confirmation, in the language they used the form in, repeating what they sent. */
export function composeVisitorConfirmation(options: {
  form: StoredFormValues;
  locale: Locale;
  /** The business as visitors know it: settings contact.companyName, else the site name. */
  companyName: string;
}): OutboxMailPayload {
  const { form, locale } = options;
  const texts = mailTexts(locale);
  const company = singleLineHeader(options.companyName);
  const name = form.kind === 'contact' ? `${form.values.vorname} ${form.values.nachname}` : form.values.contactName;
  const subject = fillText(form.kind === 'contact' ? texts.contactConfirmationSubject : texts.sponsorConfirmationSubject, { company });
  const body = form.kind === 'contact' ? texts.contactConfirmationBody : texts.sponsorConfirmationBody;
  const text = [
    fillText(texts.greeting, { name }),
    body,
    `${texts.yourDetails}\n${rowsAsText(valueRows(form, locale))}`,
    fillText(texts.closing, { company }),
    `--\n${texts.automatic}`,
  ].join('\n\n');
  return { to: form.values.email, subject: singleLineHeader(subject), text: `${text}\n` };
}
