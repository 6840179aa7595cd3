import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../src/server/db/client';
import { listings } from '../../../src/server/db/schema';
import { saveBusinessProfile } from '../../../src/server/services/business/save-business-profile';
import { invalidateExpiredListings, listingDay, startListingExpiry } from '../../../src/server/services/listings/expire-listings';
import { listPublicJobs, listPublicMarketplaceItems } from '../../../src/server/services/listings/list-public-listings';
import { onCacheTagsInvalidated, siteTag } from '../../../src/server/platform/cache-tags';
import { loadBlockData } from '../../../src/server/services/rendering/load-block-data';
import { blockDataOf } from '../../../src/shared/blocks/load';
import { ZBusinessProfile } from '../../../src/shared/content/business';
import type { ListingStatus } from '../../../src/shared/content/listings';
import { richTextValue } from '../../../src/shared/content/rich-text';
import { parseSettings } from '../../../src/shared/content/settings';
import type { GroupNode } from '../../../src/shared/content/types';
import type { Locale } from '../../../src/shared/locales';
import { createTestImage, createTestSite } from '../support/fixtures';

type Site = Awaited<ReturnType<typeof createTestSite>>;

/** A site with a business profile: one branch (with an override address that must never show) and one staff member. */
async function business(name: string, listed: boolean, locales: Locale[] = ['de', 'fr']) {
  const site = await createTestSite({ name, locales });
  const tag = randomUUID().slice(0, 8);
  const branch = {
    id: randomUUID(),
    name: `${name} Altstadt`,
    street: 'Marktgasse',
    streetNumber: '12',
    postcode: '8400',
    city: 'Winterthur',
    phone: '+41 52 123 45 67',
    email: `info-${tag}@optik.ch`,
    emailOverride: `geheim-${tag}@optik.ch`,
  };
  const staff = { id: randomUUID(), firstName: 'Anna', lastName: 'Muster', email: `anna-${tag}@optik.ch` };
  await saveBusinessProfile(getDb(), {
    siteId: site.id,
    profile: ZBusinessProfile.parse({ companyName: `${name} GmbH`, listed, branches: [branch], staff: [staff] }),
    version: null,
  });
  return { site, branch, staff };
}

let tick = 0;
/**
 * A listing row as the panel would store it; each one a second newer than the last (from now on,
 * so other files' listings in the same database never push these out of the newest 200).
 */
async function listing(
  site: Site,
  input: { title: Partial<Record<Locale, string>>; status?: ListingStatus; kind?: 'job' | 'marketplace' } & Partial<typeof listings.$inferInsert>,
) {
  const at = new Date(Date.now() + ++tick * 1000);
  const status = input.status ?? 'published';
  const [row] = await getDb()
    .insert(listings)
    .values({
      ...input,
      siteId: site.id,
      kind: input.kind ?? 'job',
      status,
      title: input.title,
      createdAt: at,
      publishedAt: status === 'published' ? at : null,
    })
    .returning({ id: listings.id });
  if (!row) throw new Error('no listing');
  return row.id;
}

const scopes = ['site', 'allListed'] as const;
const jobs = (site: Site, scope: (typeof scopes)[number], locale: Locale = 'de') => listPublicJobs(getDb(), { siteId: site.id, scope, locale });
const titles = (list: { title: string }[]) => list.map((item) => item.title);

describe('public job offers and marketplace items', () => {
  it('shows published listings only, newest first', async () => {
    const { site } = await business('Optik Eins', false);
    await listing(site, { title: { de: 'Älteste Stelle' } });
    await listing(site, { title: { de: 'Entwurf' }, status: 'draft' });
    await listing(site, { title: { de: 'Archiviert' }, status: 'archived' });
    await listing(site, { title: { de: 'Neueste Stelle' } });
    await listing(site, { title: { de: 'Ein Marktplatz-Eintrag' }, kind: 'marketplace', category: 'frame' });
    expect(titles(await jobs(site, 'site'))).toEqual(['Neueste Stelle', 'Älteste Stelle']);
    expect(titles(await listPublicMarketplaceItems(getDb(), { siteId: site.id, scope: 'site', locale: 'de' }))).toEqual(['Ein Marktplatz-Eintrag']);
  });

  it('shows a job through its last day online (the platform’s day), then no more; its end date reaches the page', async () => {
    const { site } = await business('Optik Frist', false);
    const DAY_MS = 24 * 60 * 60 * 1000;
    const yesterday = listingDay(new Date(Date.now() - DAY_MS));
    const today = listingDay();
    await listing(site, { title: { de: 'Ohne Frist' } });
    await listing(site, { title: { de: 'Bis gestern' }, validThrough: yesterday });
    await listing(site, { title: { de: 'Bis heute' }, validThrough: today });
    const shown = await jobs(site, 'site');
    expect(titles(shown)).toEqual(['Bis heute', 'Ohne Frist']);
    expect(shown.map((job) => job.validThrough)).toEqual([today, null]);
  });

  it('drops the cached pages of sites whose jobs ended since the day changed, and only theirs', async () => {
    const ended = await business('Optik Abgelaufen', false);
    const running = await business('Optik Laufend', false);
    await listing(ended.site, { title: { de: 'Endete am 3.' }, validThrough: '2031-03-03' });
    await listing(running.site, { title: { de: 'Endet am 4.' }, validThrough: '2031-03-04' });
    const heard: string[] = [];
    const stop = onCacheTagsInvalidated((tags) => heard.push(...tags));
    try {
      expect(await invalidateExpiredListings(getDb(), { from: '2031-03-03', until: '2031-03-04' })).toBe(1);
      // The sweep: a look on the same day drops nothing; the first look on a new day drops what ended in between.
      let now = new Date('2031-03-03T22:00:00Z');
      const sweep = startListingExpiry({ db: getDb(), logger: { info: () => undefined, error: () => undefined }, intervalMs: 20, now: () => now });
      await new Promise((resolve) => setTimeout(resolve, 60));
      now = new Date('2031-03-03T23:30:00Z'); // 00:30 on the 4th in Zurich
      await new Promise((resolve) => setTimeout(resolve, 100));
      sweep.stop();
    } finally {
      stop();
    }
    expect(heard.filter((tag) => tag === siteTag(ended.site.id))).toHaveLength(2);
    expect(heard).not.toContain(siteTag(running.site.id));
  });

  it("scope 'site' shows this site's; 'allListed' adds published listings of listed businesses only", async () => {
    const own = await business('Optik Eigen', false);
    const listed = await business('Optik Gelistet', true);
    const hidden = await business('Optik Ungelistet', false);
    await listing(own.site, { title: { de: 'Eigene Stelle' } });
    await listing(listed.site, { title: { de: 'Gelistete Stelle' } });
    await listing(listed.site, { title: { de: 'Gelisteter Entwurf' }, status: 'draft' });
    await listing(listed.site, { title: { de: 'Gelistet archiviert' }, status: 'archived' });
    await listing(hidden.site, { title: { de: 'Ungelistete Stelle' } });

    expect(titles(await jobs(own.site, 'site'))).toEqual(['Eigene Stelle']);
    const all = await jobs(own.site, 'allListed');
    expect(titles(all)).toContain('Eigene Stelle');
    expect(titles(all)).toContain('Gelistete Stelle');
    for (const title of ['Gelisteter Entwurf', 'Gelistet archiviert', 'Ungelistete Stelle']) expect(titles(all)).not.toContain(title);
    expect(all.find((job) => job.title === 'Gelistete Stelle')?.businessName).toBe('Optik Gelistet GmbH');
    // An unlisted business still sees its own listings with the wider scope.
    expect(titles(await jobs(hidden.site, 'allListed'))).toContain('Ungelistete Stelle');
  });

  it("reads the page's language, else the listing site's default language, never mixing the two", async () => {
    const { site } = await business('Optik Sprachen', false);
    await listing(site, {
      title: { de: 'Augenoptiker/in EFZ', fr: 'Opticien/ne CFC' },
      description: { de: richTextValue(['Deutsch']), fr: richTextValue(['Français']) },
    });
    await listing(site, { title: { de: 'Nur Deutsch', fr: '  ' }, description: { de: richTextValue(['Nur auf Deutsch']) } });
    const fr = await jobs(site, 'site', 'fr');
    expect(fr.map((job) => [job.title, job.description?.text])).toEqual([
      ['Nur Deutsch', 'Nur auf Deutsch'],
      ['Opticien/ne CFC', 'Français'],
    ]);
    // A language the site does not have falls back too.
    expect(titles(await jobs(site, 'site', 'it'))).toEqual(['Nur Deutsch', 'Augenoptiker/in EFZ']);
  });

  it("falls back to the other business's own default language", async () => {
    const own = await business('Optik Deutsch', false, ['de']);
    const french = await business('Optique Romande', true, ['fr', 'de']);
    await listing(french.site, { title: { fr: 'Monture en titane' } });
    expect(titles(await jobs(own.site, 'allListed', 'de'))).toContain('Monture en titane');
  });

  it('shows public contact data only: the branch e-mail, never its override nor staff e-mails', async () => {
    const { site, branch, staff } = await business('Optik Kontakt', false);
    await listing(site, { title: { de: 'Stelle mit Kontakt' }, branchId: branch.id, staffMemberId: staff.id, workQuota: '80–100 %' });
    const [job] = await jobs(site, 'site');
    expect(job?.branch).toEqual({
      name: branch.name,
      street: 'Marktgasse',
      streetNumber: '12',
      postcode: '8400',
      city: 'Winterthur',
      phone: '+41 52 123 45 67',
      email: branch.email,
    });
    expect(job?.staff).toEqual({ firstName: 'Anna', lastName: 'Muster' });
    expect(job?.workQuota).toBe('80–100 %');
    const json = JSON.stringify(await jobs(site, 'allListed'));
    expect(json).not.toContain(branch.emailOverride);
    expect(json).not.toContain(staff.email);
  });

  it("never attaches another site's branch, staff member or image", async () => {
    const own = await business('Optik Fremd A', false);
    const other = await business('Optik Fremd B', false);
    const foreignImage = await createTestImage(other.site.id, 'fremd');
    await listing(own.site, { title: { de: 'Stelle' }, branchId: other.branch.id, staffMemberId: other.staff.id, imageIds: [foreignImage] });
    const [job] = await jobs(own.site, 'site');
    expect(job).toMatchObject({ branch: null, staff: null, images: [] });
  });

  it("keeps image order and serves another business's images from that business's own host", async () => {
    const own = await business('Optik Bilder', true);
    const listed = await business('Optik Bilder Gelistet', true);
    const [first, second] = [await createTestImage(own.site.id, 'eins'), await createTestImage(own.site.id, 'zwei')];
    const theirs = await createTestImage(listed.site.id, 'drei');
    await listing(own.site, { title: { de: 'Eigene' }, imageIds: [second, first] });
    await listing(listed.site, {
      title: { de: 'Fremde' },
      kind: 'marketplace',
      category: 'object',
      direction: 'searching',
      costCents: 129_000,
      imageIds: [theirs],
    });
    const [mine] = await jobs(own.site, 'site');
    expect(mine?.images.map((image) => image.id)).toEqual([second, first]);
    expect(mine?.mediaOrigin).toBeNull();
    const items = await listPublicMarketplaceItems(getDb(), { siteId: own.site.id, scope: 'allListed', locale: 'de' });
    const item = items.find((entry) => entry.title === 'Fremde');
    expect(item).toMatchObject({ category: 'object', direction: 'searching', costCents: 129_000, image: { id: theirs } });
    expect(item?.mediaOrigin).toMatch(new RegExp(`^https?://${listed.site.host.replace(/\./g, '\\.')}(:\\d+)?$`));
  });

  it('reaches the jobs and marketplace blocks through the page loader, by their scope option', async () => {
    const own = await business('Optik Block', false);
    const listed = await business('Optik Block Gelistet', true);
    await listing(own.site, { title: { de: 'Eigene Stelle' } });
    await listing(listed.site, { title: { de: 'Gelistete Stelle' } });
    await listing(listed.site, { title: { de: 'Gelistete Fassung' }, kind: 'marketplace', category: 'frame' });
    const section = (type: string, scope: string): GroupNode => ({
      id: randomUUID(),
      type,
      status: 'published',
      position: 0,
      options: { scope },
      meta: { disallowedLanguages: [] },
      fields: {},
    });
    const [mine, all, market] = [section('jobs', 'site'), section('jobs', 'allListed'), section('marketplace', 'allListed')];
    const data = await loadBlockData({ db: getDb(), siteId: own.site.id, defaultLocale: 'de', locale: 'de', mode: 'live', settings: parseSettings({}) }, [
      mine,
      all,
      market,
    ]);
    expect(titles(blockDataOf(data, mine.id, 'jobs') ?? [])).toEqual(['Eigene Stelle']);
    expect(titles(blockDataOf(data, all.id, 'jobs') ?? [])).toEqual(expect.arrayContaining(['Eigene Stelle', 'Gelistete Stelle']));
    expect(titles(blockDataOf(data, market.id, 'marketplace') ?? [])).toContain('Gelistete Fassung');
  });
});
