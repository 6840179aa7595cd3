import type { FormSubmitted } from '../../../shared/schemas/forms/inbox';
import { SPONSOR_OPTIONS, type SponsorFormRequest, type SponsorOption } from '../../../shared/schemas/forms/sponsor-form';
import type { FormMessageKey } from '../../../shared/schemas/forms/form-messages';
import type { Database } from '../../db/client';
import type { StoredSponsorValues } from '../mail/form-value-rows';
import type { SiteContext } from '../sites/resolve-site';
import { FORM_BLOCK_TYPES, booleanOption, findPublishedFormSection } from './find-form-section';
import { fieldErrors, formError } from './form-errors';
import { queueFormMails } from './queue-form-mails';
import { storeSubmission } from './store-submission';

/**
 * A sponsor's registration (already validated by ZSponsorFormRequest): the section must be live,
 * booking open, and no chosen option fully booked (`<option>Booked`); then stored and mails queued.
 */
export async function submitSponsorForm(db: Database, options: { site: SiteContext; request: SponsorFormRequest }): Promise<FormSubmitted> {
  const { site, request } = options;
  const section = await findPublishedFormSection(db, { siteId: site.id, groupId: request.groupId, type: FORM_BLOCK_TYPES.sponsor });
  if (!section) throw formError(request.lang, 'formNotFound', 'NOT_FOUND');
  if (booleanOption(section.options, 'bookingClosed', false)) throw formError(request.lang, 'bookingClosed');
  const booked: Partial<Record<SponsorOption, FormMessageKey>> = {};
  for (const option of SPONSOR_OPTIONS) {
    if (request[option] && booleanOption(section.options, `${option}Booked`, false)) booked[option] = 'optionBooked';
  }
  if (Object.keys(booked).length > 0) throw fieldErrors(request.lang, booked);

  const { lang, groupId, submissionKey, website: _honeypot, ...values } = request;
  const stored: StoredSponsorValues = values;
  const mails = await queueFormMails(db, { site, locale: lang, blockEmail: section.options.contactEmail, form: { kind: 'sponsor', values: stored } });
  return storeSubmission(db, { siteId: site.id, kind: 'sponsor', groupId, submissionKey, locale: lang, values: stored, mails });
}
