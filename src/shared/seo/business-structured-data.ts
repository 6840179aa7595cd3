import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { Branch } from '../content/business';
import { isClosedSpecial, type OpeningHours, weekOf } from '../content/opening-hours';

/** schema.org's day names for the profile's 1 (Monday) … 7 (Sunday). */
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

type OpeningHoursSpecification = {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek?: string;
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
};

export type OpticianJsonLd = {
  '@context': 'https://schema.org';
  '@type': 'Optician';
  name: string;
  url: string;
  logo?: string;
  image?: string;
  telephone?: string;
  email?: string;
  address: { '@type': 'PostalAddress'; streetAddress: string; postalCode: string; addressLocality: string; addressCountry: 'CH' };
  geo?: { '@type': 'GeoCoordinates'; latitude: number; longitude: number };
  openingHoursSpecification?: OpeningHoursSpecification[];
  sameAs?: string[];
};

/** schema.org marks a closed day as opening and closing at midnight; "24:00" is written 23:59. */
const time = (value: string) => (value === '24:00' ? '23:59' : value);
const CLOSED_ALL_DAY = { opens: '00:00', closes: '00:00' } as const;

/**
 * The same hours the contact box and footer show (`weekOf`): a period per open range (two on a
 * day with a lunch break), a closed day as 00:00–00:00, special dates as one-day validity ranges.
 * A day not set is left out: nothing is claimed about it.
 */
function openingHoursSpecification(hours: OpeningHours): OpeningHoursSpecification[] {
  const regular = weekOf(hours).flatMap((day, index) => {
    const dayOfWeek = `https://schema.org/${DAYS[index]}`;
    if (day.kind === 'closed') return [{ '@type': 'OpeningHoursSpecification' as const, dayOfWeek, ...CLOSED_ALL_DAY }];
    if (day.kind === 'unset') return [];
    return day.ranges.map((range) => ({ '@type': 'OpeningHoursSpecification' as const, dayOfWeek, opens: time(range.open), closes: time(range.close) }));
  });
  const special = hours.special.map((day) => ({
    '@type': 'OpeningHoursSpecification' as const,
    validFrom: day.date,
    validThrough: day.date,
    ...(isClosedSpecial(day) ? CLOSED_ALL_DAY : { opens: time(day.open), closes: time(day.close) }),
  }));
  return [...regular, ...special];
}

export type BusinessFacts = {
  companyName: string;
  siteName: string;
  /** The site's own absolute URL on its primary domain (its home in the page's language). */
  url: string;
  /** Absolute logo URL, when the site has one. */
  logoUrl: string | null;
  /** Absolute URL of an image of the business (the logo, else the page's first image). */
  imageUrl: string | null;
  socialAccounts: string[];
  branches: readonly Branch[];
};

/**
 * A phone number in E.164 ("+41521234567"), read as Swiss when written nationally ("052 …");
 * null when it is no valid number (then nothing is claimed).
 */
export function e164Phone(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, 'CH');
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * JSON-LD for search engines (issues 17, 33): one `Optician` (a `LocalBusiness`) per active branch
 * with the properties Google's local business results use — the branch's own name (the business's
 * once when it has none), address, geo, telephone in E.164, e-mail, the site's own URL (never a
 * branch's other host: this page is what the data describes), logo and image, opening hours with
 * special dates, and the social accounts as `sameAs`.
 */
export function businessStructuredData(facts: BusinessFacts): OpticianJsonLd[] {
  const businessName = facts.companyName || facts.siteName;
  return facts.branches
    .filter((branch) => branch.active)
    .map((branch) => {
      const hours = openingHoursSpecification(branch.openingHours);
      const telephone = e164Phone(branch.phone);
      return {
        '@context': 'https://schema.org',
        '@type': 'Optician',
        name: branch.name.trim() || businessName,
        url: facts.url,
        ...(facts.logoUrl ? { logo: facts.logoUrl } : {}),
        ...(facts.imageUrl ? { image: facts.imageUrl } : {}),
        ...(telephone ? { telephone } : {}),
        ...(branch.email ? { email: branch.email } : {}),
        address: {
          '@type': 'PostalAddress',
          streetAddress: [branch.street, branch.streetNumber].filter(Boolean).join(' '),
          postalCode: branch.postcode,
          addressLocality: branch.city,
          addressCountry: 'CH',
        },
        ...(branch.coordinates ? { geo: { '@type': 'GeoCoordinates', latitude: branch.coordinates.lat, longitude: branch.coordinates.lng } } : {}),
        ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
        ...(facts.socialAccounts.length > 0 ? { sameAs: facts.socialAccounts } : {}),
      };
    });
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can end the element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
