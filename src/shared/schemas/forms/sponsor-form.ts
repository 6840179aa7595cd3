import { z } from 'zod';
import { LOCALES } from '../../locales';
import { ZHoneypot, ZSubmissionKey, emailAddress, freeText, singleLine } from './form-fields';
import { SPONSOR_OPTION_PRICES, SPONSOR_OPTIONS, type SponsorOption } from '../../content/form-options';
import type { FormMessageKey } from './form-messages';

export { SPONSOR_OPTION_PRICES, SPONSOR_OPTIONS, type SponsorOption } from '../../content/form-options';

/** Per attending person, and per person attending the aspect programme (CHF). */
export const PRICE_PER_PERSON = 300;
export const PRICE_PER_ASPECT_PERSON = 399;

const key = (k: FormMessageKey) => k;
const personsCount = z
  .number({ error: key('personsCount') })
  .int(key('personsCount'))
  .min(0, key('personsCount'))
  .max(500, key('personsCount'));

const ZSponsorFields = z.object({
  hauptsponsor: z.boolean().default(false),
  standprasenz6m: z.boolean().default(false),
  standprasenz9m: z.boolean().default(false),
  stehlunch: z.boolean().default(false),
  stehlunch2: z.boolean().default(false),
  nachmittagpause: z.boolean().default(false),
  vormittagspause: z.boolean().default(false),
  numberOfPersons: personsCount.default(0),
  personsNames: freeText(2000),
  aspectNumberOfPersons: personsCount.default(0),
  aspectPersonsNames: freeText(2000),
  company: singleLine(200, 'companyRequired'),
  contactName: singleLine(200, 'nameRequired'),
  phone: singleLine(50, 'phoneFormat'),
  email: emailAddress('emailFormat'),
  website: ZHoneypot,
});

/** Names are required for every persons count above 0. */
function requireNamesForPersons(values: z.infer<typeof ZSponsorFields>, ctx: z.RefinementCtx) {
  if (values.numberOfPersons > 0 && values.personsNames === '') {
    ctx.addIssue({ code: 'custom', path: ['personsNames'], message: key('personsNames') });
  }
  if (values.aspectNumberOfPersons > 0 && values.aspectPersonsNames === '') {
    ctx.addIssue({ code: 'custom', path: ['aspectPersonsNames'], message: key('personsNames') });
  }
}

/** What the sponsor fills in (spec §3.4, rules §5.1). Shared by the React form and the API. */
export const ZSponsorFormValues = ZSponsorFields.superRefine(requireNamesForPersons);
export type SponsorFormValues = z.infer<typeof ZSponsorFormValues>;
export type SponsorFormInput = z.input<typeof ZSponsorFormValues>;

/** The request body of POST /api/v1/aspectSponsorForm. */
export const ZSponsorFormRequest = ZSponsorFields.extend({
  lang: z.enum(LOCALES),
  groupId: z.uuid(),
  submissionKey: ZSubmissionKey,
}).superRefine(requireNamesForPersons);
export type SponsorFormRequest = z.infer<typeof ZSponsorFormRequest>;

/** The total of the chosen options and persons, in whole CHF. */
export function sponsorTotal(values: Pick<SponsorFormValues, SponsorOption | 'numberOfPersons' | 'aspectNumberOfPersons'>): number {
  const options = SPONSOR_OPTIONS.reduce((sum, option) => sum + (values[option] ? SPONSOR_OPTION_PRICES[option] : 0), 0);
  const persons = Math.max(0, values.numberOfPersons || 0) * PRICE_PER_PERSON;
  const aspect = Math.max(0, values.aspectNumberOfPersons || 0) * PRICE_PER_ASPECT_PERSON;
  return options + persons + aspect;
}
