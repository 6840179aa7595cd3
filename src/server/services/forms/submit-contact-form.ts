import { CONTACT_THEMES, type ContactFormRequest } from '../../../shared/schemas/forms/contact-form';
import type { FormSubmitted } from '../../../shared/schemas/forms/inbox';
import type { Database } from '../../db/client';
import type { SiteContext } from '../sites/resolve-site';
import type { StoredContactValues } from '../mail/form-value-rows';
import { FORM_BLOCK_TYPES, booleanOption, findPublishedFormSection } from './find-form-section';
import { fieldErrors, formError } from './form-errors';
import { queueFormMails } from './queue-form-mails';
import { storeSubmission } from './store-submission';

/**
 * A visitor's contact request (already validated by ZContactFormRequest): the section must be live
 * and offer every chosen theme; then the request is stored and both mails are queued.
 */
export async function submitContactForm(db: Database, options: { site: SiteContext; request: ContactFormRequest }): Promise<FormSubmitted> {
  const { site, request } = options;
  const section = await findPublishedFormSection(db, { siteId: site.id, groupId: request.groupId, type: FORM_BLOCK_TYPES.contact });
  if (!section) throw formError(request.lang, 'formNotFound', 'NOT_FOUND');
  // Each theme is an option named like the theme, on unless switched off.
  const offered = new Set(CONTACT_THEMES.filter((theme) => booleanOption(section.options, theme, true)));
  if (request.themes.some((theme) => !offered.has(theme))) throw fieldErrors(request.lang, { themes: 'themeUnavailable' });

  const { lang, groupId, submissionKey, website: _honeypot, ...rest } = request;
  const values: StoredContactValues = { ...rest, themes: [...new Set(rest.themes)] };
  const mails = await queueFormMails(db, { site, locale: lang, blockEmail: section.options.contactEmail, form: { kind: 'contact', values } });
  return storeSubmission(db, { siteId: site.id, kind: 'contact', groupId, submissionKey, locale: lang, values, mails });
}
