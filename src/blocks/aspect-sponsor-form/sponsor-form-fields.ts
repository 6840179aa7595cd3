import type { SponsorFormInput } from '../../shared/schemas/forms/sponsor-form';

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
