import type { JobView, ListingBranch, MarketplaceItemView } from '../content/listings';
import { type MediaInfo, mediaUrl } from '../content/media';

/**
 * JSON-LD of job offers and marketplace items (issue 33), so job search engines list the offers
 * and product results show the prices: a `JobPosting` per published job with a location, a
 * `Product` with an `Offer` per item offered at a price.
 */

type PostalAddress = { '@type': 'PostalAddress'; streetAddress: string; postalCode: string; addressLocality: string; addressCountry: 'CH' };

export type JobPostingJsonLd = {
  '@context': 'https://schema.org';
  '@type': 'JobPosting';
  title: string;
  description: string;
  datePosted: string;
  validThrough?: string;
  employmentType?: EmploymentType | EmploymentType[];
  url: string;
  image?: string;
  hiringOrganization: { '@type': 'Organization'; name: string; sameAs?: string };
  jobLocation: { '@type': 'Place'; name: string; address: PostalAddress };
};

export type ProductJsonLd = {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  description?: string;
  image?: string;
  url: string;
  offers: { '@type': 'Offer'; price: number; priceCurrency: 'CHF'; availability: 'https://schema.org/InStock'; url: string };
};

/** Where the listings are shown: the page's absolute URL (each listing is an anchor on it) and the site's origin. */
export type ListingPage = { pageUrl: string; origin: string };

type EmploymentType = 'FULL_TIME' | 'PART_TIME';

/**
 * schema.org's employment type from a work quota as owners write it ("100 %", "80–100 %",
 * "40-60%"): full time at 100 %, part time below, both for a range reaching 100 %; nothing
 * claimed when the text names no percentage.
 */
export function employmentTypeOf(workQuota: string): EmploymentType | EmploymentType[] | undefined {
  if (!workQuota.includes('%')) return undefined;
  const percentages = (workQuota.match(/\d{1,3}/g) ?? []).map(Number);
  if (percentages.length === 0) return undefined;
  const low = Math.min(...percentages);
  const high = Math.max(...percentages);
  if (low >= 100) return 'FULL_TIME';
  return high >= 100 ? ['FULL_TIME', 'PART_TIME'] : 'PART_TIME';
}

function addressOf(branch: ListingBranch): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: [branch.street, branch.streetNumber].filter(Boolean).join(' '),
    postalCode: branch.postcode,
    addressLocality: branch.city,
    addressCountry: 'CH',
  };
}

/** The image's absolute URL: on the listing business's own host when it is another site's. */
function imageUrl(image: MediaInfo | undefined | null, listing: { mediaOrigin: string | null }, page: ListingPage): string | undefined {
  return image ? `${listing.mediaOrigin ?? page.origin}${mediaUrl(image)}` : undefined;
}

/** The day of an ISO timestamp (schema.org `Date`); null when unparsable. */
function isoDay(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/**
 * A `JobPosting` per job with what Google's job results require (title, description, datePosted,
 * hiringOrganization, jobLocation): a job without a branch or a date has no location or date to
 * claim and is left out. `validThrough` when the job has an end date.
 */
export function jobPostings(jobs: readonly JobView[], page: ListingPage): JobPostingJsonLd[] {
  return jobs.flatMap((job) => {
    const datePosted = isoDay(job.created);
    const description = job.description?.text.trim() || job.title;
    if (!job.branch || !datePosted || !job.branch.city) return [];
    const employmentType = employmentTypeOf(job.workQuota);
    const image = imageUrl(job.images[0], job, page);
    const validThrough = isoDay(job.validThrough ?? null);
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: job.title,
        description,
        datePosted,
        ...(validThrough ? { validThrough } : {}),
        ...(employmentType ? { employmentType } : {}),
        url: `${page.pageUrl}#${job.id}`,
        ...(image ? { image } : {}),
        hiringOrganization: { '@type': 'Organization', name: job.businessName, ...(job.mediaOrigin ? { sameAs: job.mediaOrigin } : { sameAs: page.origin }) },
        jobLocation: { '@type': 'Place', name: job.branch.name, address: addressOf(job.branch) },
      },
    ];
  });
}

/** A `Product` with its `Offer` per item offered at a price (a wanted ad or an item without price offers nothing). */
export function marketplaceProducts(items: readonly MarketplaceItemView[], page: ListingPage): ProductJsonLd[] {
  return items.flatMap((item) => {
    if (item.direction !== 'offering' || item.costCents === null || !Number.isFinite(item.costCents)) return [];
    const url = `${page.pageUrl}#${item.id}`;
    const image = imageUrl(item.image, item, page);
    const description = item.description?.text.trim();
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: item.title,
        ...(description ? { description } : {}),
        ...(image ? { image } : {}),
        url,
        offers: { '@type': 'Offer', price: item.costCents / 100, priceCurrency: 'CHF', availability: 'https://schema.org/InStock', url },
      },
    ];
  });
}
