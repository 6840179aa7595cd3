import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { resetFeeds, setFeedProviders } from '../../src/server/services/feeds';
import { OfflineInstagramProvider, OfflineReviewsProvider } from '../../src/server/services/feeds/offline';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { loadBlockData } from '../../src/server/services/rendering/load-block-data';
import { blockDataOf } from '../../src/shared/blocks/load';
import { parseSettings } from '../../src/shared/content/settings';
import type { GroupNode, OptionValue } from '../../src/shared/content/types';
import { DEFAULT_MAP_STYLES } from '../../src/shared/map/map-style';
import { createTestPage, createTestSite, textField } from './support/fixtures';

type Site = Awaited<ReturnType<typeof createTestSite>>;

afterEach(() => resetFeeds());

let n = 0;
const section = (type: string, options: Record<string, OptionValue> = {}, hiddenIn: GroupNode['meta']['disallowedLanguages'] = []): GroupNode => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  type,
  status: 'published',
  position: n,
  options,
  meta: { disallowedLanguages: hiddenIn },
  fields: {},
});

const load = (site: Site, groups: GroupNode[], mode: 'live' | 'edit' = 'live') =>
  loadBlockData({ db: getDb(), siteId: site.id, defaultLocale: 'de', locale: 'de', mode, settings: parseSettings({}) }, groups);

async function teamMember(site: Site, slug: string, publish: boolean) {
  const created = await createTestPage(site.id, {
    slug: { de: slug },
    collection: 'team',
    groups: [{ type: 'teamDetails', fields: { name: textField({ de: slug, fr: slug }) } }],
  });
  if (publish) await publishPage(getDb(), { siteId: site.id, pageId: created.pageId, userId: null });
  return created.pageId;
}

describe('loadBlockData (the load step of block definitions)', () => {
  it('loads each container its collection by mode, once for sections that ask for the same', async () => {
    const site = await createTestSite();
    const anna = await teamMember(site, 'anna', true);
    const ben = await teamMember(site, 'ben', false);
    const first = section('teamContainer');
    const second = section('teamContainer', { layout: 'split' });
    const services = section('servicesContainer');
    const hero = section('hero');

    const live = await load(site, [first, second, services, hero]);
    expect(blockDataOf(live, first.id, 'collectionItems')?.map((item) => item.pageId)).toEqual([anna]);
    // One load serves both team containers: they receive the very same list.
    expect(blockDataOf(live, second.id, 'collectionItems')).toBe(blockDataOf(live, first.id, 'collectionItems'));
    expect(blockDataOf(live, services.id, 'collectionItems')).toEqual([]);
    expect(Object.keys(live).sort()).toEqual([first.id, second.id, services.id].sort());

    const edit = await load(site, [first], 'edit');
    expect(blockDataOf(edit, first.id, 'collectionItems')?.map((item) => item.pageId)).toEqual([anna, ben]);
  });

  it('skips sections hidden in the language on live pages but loads them for editors', async () => {
    const site = await createTestSite();
    await teamMember(site, 'anna', true);
    const hidden = section('teamContainer', {}, ['de']);
    expect(await load(site, [hidden])).toEqual({});
    expect(blockDataOf(await load(site, [hidden], 'edit'), hidden.id, 'collectionItems')).toHaveLength(1);
  });

  it('loads the course for the play page and its drawer pages, and for the coupon screen only', async () => {
    const site = await createTestSite();
    const hole = await createTestPage(site.id, {
      slug: { de: 'loch-1' },
      collection: 'map',
      groups: [{ type: 'mapDetails', fields: { title: textField({ de: 'Erstes Loch', fr: 'Premier trou' }) } }, { type: 'teamContainer' }],
    });
    await publishPage(getDb(), { siteId: site.id, pageId: hole.pageId, userId: null });
    const play = section('mapContainer');
    const coupon = section('gameSetup', { gameOptions: 'coupon' });
    const start = section('gameSetup', { gameOptions: 'start' });

    const data = await load(site, [play, coupon, start]);
    const course = blockDataOf(data, play.id, 'course');
    expect(course?.course.pages.map((page) => [page.id, page.title, page.kind])).toEqual([[hole.pageId, 'Erstes Loch', 'hole']]);
    expect(course?.styles).toEqual(DEFAULT_MAP_STYLES);
    expect(blockDataOf(data, coupon.id, 'course')).toBe(course);
    expect(blockDataOf(data, start.id, 'course')).toBeNull();
    // The drawer page's own sections are loaded too (its team container).
    const nested = course?.trees[0]?.groups.find((group) => group.type === 'teamContainer');
    expect(nested && blockDataOf(data, nested.id, 'collectionItems')).toEqual([]);
  });

  it('reads feeds for the chosen branches and the site’s posts through the providers', async () => {
    const site = await createTestSite();
    const asked: string[][] = [];
    const reviews = new OfflineReviewsProvider();
    setFeedProviders({
      reviews: {
        reviews: (siteId, branchIds) => {
          asked.push([...branchIds]);
          return reviews.reviews(siteId, branchIds);
        },
      },
      instagram: new OfflineInstagramProvider(),
    });
    const slider = section('reviewSlider', { location: ['demo-branch-winterthur'] });
    const sameBranches = section('reviewSlider', { location: ['demo-branch-winterthur', 'demo-branch-winterthur'] });
    const feed = section('instagramFeed');
    const data = await load(site, [slider, sameBranches, feed]);
    expect(blockDataOf(data, slider.id, 'reviews')?.map((review) => review.branchId)).toEqual([
      'demo-branch-winterthur',
      'demo-branch-winterthur',
      'demo-branch-winterthur',
    ]);
    expect(asked).toEqual([['demo-branch-winterthur']]);
    expect(blockDataOf(data, feed.id, 'instagram')).toHaveLength(6);
  });
});
