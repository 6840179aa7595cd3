import type { BlockLoad, LoadedBlockData } from '../../../shared/blocks/load';
import { locationIds } from '../../../shared/blocks/options';
import { contactBranchesOf } from '../../../shared/blocks/contact/box-hours';
import { articleEntriesOf } from '../../../shared/blocks/health-optics-articles/definition';
import type { Branch } from '../../../shared/content/business';
import type { GroupNode } from '../../../shared/content/types';
import { loadBookingData } from '../booking/load-booking-data';
import { listBranches } from '../business/get-business-profile';
import { listDirectory } from '../directory/list-directory';
import { programFilterOf } from '../directory/program-filter';
import { listCollectionItems } from '../collections/list-collection-items';
import { getArticleTeasers, getBranchReviews, getInstagramPosts } from '../feeds';
import { listingScopeOf, listPublicJobs, listPublicMarketplaceItems } from '../listings/list-public-listings';
import type { BlockLoadContext } from './block-load-context';
import { loadCourse } from './load-course';

export type { BlockLoadContext } from './block-load-context';

/** The site's branches, from the context when it has them. */
const siteBranches = async (c: Pick<BlockLoadContext, 'db' | 'siteId' | 'branches'>): Promise<readonly Branch[]> =>
  c.branches ?? listBranches(c.db, { siteId: c.siteId });

const branchIds = (load: Extract<BlockLoad, { kind: 'reviews' }>, group: GroupNode) => locationIds(group.options[load.branchesOption]);
const listingOptions = (c: BlockLoadContext, load: Extract<BlockLoad, { kind: 'jobs' | 'marketplace' }>, group: GroupNode) => ({
  siteId: c.siteId,
  locale: c.locale,
  scope: listingScopeOf(group.options[load.scopeOption]),
});

/** Sections whose loads have the same key share one load per render. */
export function blockLoadKey(load: BlockLoad, group: GroupNode): string {
  switch (load.kind) {
    case 'collectionItems':
      // Each container orders and archives its items itself: equal lists share one load.
      return `${load.kind}:${load.collection}:${JSON.stringify(group.items ?? [])}`;
    case 'reviews':
      return `${load.kind}:${branchIds(load, group).sort().join(',')}`;
    case 'branch':
    case 'booking':
      return `${load.kind}:${locationIds(group.options[load.branchOption])[0] ?? ''}`;
    case 'directory':
      return `${load.kind}:${JSON.stringify(group.options[load.programOption] ?? null)}`;
    case 'jobs':
    case 'marketplace':
      return `${load.kind}:${JSON.stringify(group.options[load.scopeOption] ?? null)}`;
    case 'articles':
      // Each article box loads its own URLs.
      return `${load.kind}:${group.id}`;
    case 'course':
    case 'instagram':
      return load.kind;
  }
}

/** The server's implementation of each kind of `load` a block definition may declare. */
export async function runBlockLoad(c: BlockLoadContext, load: BlockLoad, group: GroupNode): Promise<LoadedBlockData> {
  switch (load.kind) {
    case 'collectionItems':
      return {
        kind: load.kind,
        value: await listCollectionItems(c.db, { siteId: c.siteId, collection: load.collection, mode: c.mode, locale: c.locale, order: group.items }),
      };
    case 'course':
      return { kind: load.kind, value: await loadCourse(c) };
    case 'reviews':
      return { kind: load.kind, value: await getBranchReviews(c.siteId, branchIds(load, group)) };
    case 'instagram':
      return { kind: load.kind, value: await getInstagramPosts(c.siteId) };
    case 'branch':
      return { kind: load.kind, value: contactBranchesOf(await siteBranches(c), group.options, load.branchOption) };
    case 'booking':
      return { kind: load.kind, value: await loadBookingData(c, locationIds(group.options[load.branchOption])[0] ?? null) };
    // Issue 16: implemented by the directory, listings and articles services (stubs until they land).
    case 'directory':
      return { kind: load.kind, value: await listDirectory(c.db, { program: programFilterOf(group.options[load.programOption]) }) };
    case 'jobs':
      return { kind: load.kind, value: await listPublicJobs(c.db, listingOptions(c, load, group)) };
    case 'marketplace':
      return { kind: load.kind, value: await listPublicMarketplaceItems(c.db, listingOptions(c, load, group)) };
    case 'articles':
      return {
        kind: load.kind,
        value: await getArticleTeasers(
          c.siteId,
          articleEntriesOf(group, c.locale).map((entry) => entry.url),
        ),
      };
  }
}
