import type { DirectoryBusiness } from '../../shared/content/listings';
import type { Locale } from '../../shared/locales';
import { telHref } from '../contact/contact-links';
import { hoursGroups } from '../contact/opening-hours';
import { type DirectoryLetter, letterOf } from './directory-filter';

/** One branch as the directory shows it: address lines, a dialable phone, hours grouped by weekday. */
export type DirectoryBranchEntry = {
  id: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  phone: string;
  /** `tel:` with digits only (a leading + kept); null without a number. */
  tel: string | null;
  /** "Mo–Fr 08:30–18:30" rows, as the contact block and footer show them. */
  hours: { label: string; text: string; closed: boolean }[];
};

/** A business, ready for the island: plain data, texts already formatted in the page language. */
export type DirectoryEntry = Omit<DirectoryBusiness, 'branches'> & { letter: DirectoryLetter; branches: DirectoryBranchEntry[] };

/** Loaded businesses → what the directory renders; opening hours reuse the contact block's grouping. */
export function directoryEntries(businesses: readonly DirectoryBusiness[], locale: Locale): DirectoryEntry[] {
  return businesses.map((business) => ({
    ...business,
    letter: letterOf(business.name),
    branches: business.branches.map((branch) => {
      // A branch without any day set shows no hours; a day not set reads "nach Vereinbarung".
      const hours = hoursGroups(branch.openingHours, locale);
      return {
        id: branch.id,
        name: branch.name,
        street: [branch.street, branch.streetNumber].filter(Boolean).join(' '),
        postcode: branch.postcode,
        city: branch.city,
        phone: branch.phone,
        tel: telHref(branch.phone),
        hours: hours.map((group) => ({ label: group.label, text: group.text, closed: group.kind !== 'open' })),
      };
    }),
  }));
}
