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
  /** The site's absolute origin (primary domain). */
  origin: string;
  /** Absolute logo URL, when the site has one. */
  logoUrl: string | null;
  socialAccounts: string[];
  branches: readonly Branch[];
};

/**
 * JSON-LD for search engines (issue 17): one `Optician` (a `LocalBusiness`) per active branch with
 * the properties Google's local business results use — name, address, geo, telephone, e-mail, url,
 * logo, opening hours with special dates, and the social accounts as `sameAs`.
 */
export function businessStructuredData(facts: BusinessFacts): OpticianJsonLd[] {
  const name = facts.companyName || facts.siteName;
  return facts.branches
    .filter((branch) => branch.active)
    .map((branch) => {
      const hours = openingHoursSpecification(branch.openingHours);
      return {
        '@context': 'https://schema.org',
        '@type': 'Optician',
        name: branch.name && branch.name !== name ? `${name} ${branch.name}` : name,
        url: branch.url || facts.origin,
        ...(facts.logoUrl ? { logo: facts.logoUrl, image: facts.logoUrl } : {}),
        ...(branch.phone ? { telephone: branch.phone } : {}),
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
