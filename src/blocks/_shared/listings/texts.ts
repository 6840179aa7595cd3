import type { Locale } from '../../../shared/locales';
import { blocksT } from '../block-texts';

/** The texts the job and marketplace views share (`blocks.listings`), in the page language. */
export type ListingTexts = {
  created: string;
  workQuota: string;
  contact: string;
  contactPerson: string;
  phone: string;
  email: string;
  business: string;
  /** Edit mode: where listings are managed (the toolbar's "Stellen & Marktplatz" panel). */
  editHint: string;
};

export function listingTexts(locale: Locale): ListingTexts {
  const t = blocksT(locale);
  return {
    created: t('listings.created'),
    workQuota: t('listings.workQuota'),
    contact: t('listings.contact'),
    contactPerson: t('listings.contactPerson'),
    phone: t('listings.phone'),
    email: t('listings.email'),
    business: t('listings.business'),
    editHint: t('listings.editHint'),
  };
}
