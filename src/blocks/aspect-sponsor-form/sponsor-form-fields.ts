import type { SponsorFormInput } from '../../shared/schemas/forms/sponsor-form';
import { formatChf } from '../../shared/schemas/forms/sponsor-form';

/** A fresh fill-in: nothing chosen, nobody attending. */
export const SPONSOR_FORM_DEFAULTS: SponsorFormInput = {
  hauptsponsor: false,
  standprasenz6m: false,
  standprasenz9m: false,
  stehlunch: false,
  stehlunch2: false,
  nachmittagpause: false,
  vormittagspause: false,
  numberOfPersons: 0,
  personsNames: '',
  aspectNumberOfPersons: 0,
  aspectPersonsNames: '',
  company: '',
  contactName: '',
  phone: '',
  email: '',
  website: '',
};

/** "CHF 29'000" — the currency before the amount, as Swiss price lists write it. */
export function chf(amount: number, currency: string): string {
  return `${currency} ${formatChf(amount)}`;
}
