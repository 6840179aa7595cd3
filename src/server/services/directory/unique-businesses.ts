import type { DirectoryBusiness } from '../../../shared/content/listings';

type Branch = DirectoryBusiness['branches'][number];
/** What the identity reads of a directory entry. */
type Comparable = { name: string; branches: readonly Pick<Branch, 'street' | 'streetNumber' | 'postcode'>[] };

/** Case, accents and spacing aside, the same text. */
const same = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** What makes two entries one business: the name and the addresses of its shown branches, in any order. */
export function businessIdentity(business: Comparable): string {
  const addresses = business.branches.map((branch) => [branch.street, branch.streetNumber, branch.postcode].map(same).join(' ')).sort();
  return JSON.stringify([same(business.name), addresses]);
}

/**
 * The directory lists a business once: copies of a site (the demo's, a test's) carry the same
 * profile and would show it again. `businesses` come oldest site first; the first of each identity
 * stays, in that order.
 */
export function uniqueBusinesses<B extends Comparable>(businesses: readonly B[]): B[] {
  const seen = new Set<string>();
  return businesses.filter((business) => {
    const identity = businessIdentity(business);
    if (seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });
}
