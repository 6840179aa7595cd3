import type { OutboxMailPayload } from '../../db/schema';
import { getTranslator } from '../../../shared/i18n/catalogues';
import type { Locale } from '../../../shared/locales';
import { type StoredFormValues, escapeHtml, rowsAsHtml, rowsAsText, valueRows } from './form-value-rows';
import { singleLineHeader } from './transport';

/** Who sent the form, for the subject and Reply-To. */
export function visitorName(form: StoredFormValues): string {
  return form.kind === 'contact' ? `${form.values.vorname} ${form.values.nachname}` : `${form.values.contactName} (${form.values.company})`;
}

/**
 * The business's notification: every submitted value as plain text (and an escaped HTML table),
 * written in the site's default language; Reply-To is the visitor so answering reaches them.
 */
export function composeBusinessNotification(options: {
  form: StoredFormValues;
  to: string;
  /** The language the business reads (the site's default language). */
  locale: Locale;
  visitorLocale: Locale;
  siteName: string;
}): OutboxMailPayload {
  const { form, locale } = options;
  const t = getTranslator(locale, 'mail');
  const name = visitorName(form);
  const subject = form.kind === 'contact' ? t('notification.contactSubject', { name }) : t('notification.sponsorSubject', { name });
  const site = options.siteName;
  const intro = form.kind === 'contact' ? t('notification.contactIntro', { site }) : t('notification.sponsorIntro', { site });
  const rows = [...valueRows(form, locale), { label: t('notification.visitorLanguage'), value: options.visitorLocale }];
  const hint = t('notification.replyHint', { name });
  return {
    to: options.to,
    replyTo: { name: singleLineHeader(name), address: form.values.email },
    subject: singleLineHeader(subject),
    text: `${intro}\n\n${rowsAsText(rows)}\n\n${hint}\n`,
    html: `<p>${escapeHtml(intro)}</p>${rowsAsHtml(rows)}<p>${escapeHtml(hint)}</p>`,
  };
}
