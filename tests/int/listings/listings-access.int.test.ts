import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { LISTED_BUSINESSES_TAG, cacheTagsForPage, onCacheTagsInvalidated, siteTag } from '../../../src/server/platform/cache-tags';
import { PageCache } from '../../../src/server/runtime/page-cache';
import type { Listing } from '../../../src/shared/schemas/listings';
import { api, signedInUser } from '../support/fixtures';
import { errorOf, listingsWorld } from './listings-world';

/** The cache tags invalidated while `run` runs. */
async function heard(run: () => unknown): Promise<string[]> {
  const seen: string[][] = [];
  const stop = onCacheTagsInvalidated((tags) => seen.push(tags));
  try {
    await run();
  } finally {
    stop();
  }
  return seen.flat();
}

describe('who may manage listings', () => {
  it("refuses visitors (401) and members of other sites (403) on the listing's own host", async () => {
    const world = await listingsWorld();
    const job = await world.create('job', { title: { de: 'Stelle' } });
    const stranger = await signedInUser((await listingsWorld()).site.host, 'owner');
    const requests: Array<[string, string, unknown]> = [
      ['GET', '/listings?kind=job', undefined],
      ['POST', '/listings', { kind: 'job', fields: {} }],
      ['PUT', `/listings/${job.id}`, { version: 1, fields: {} }],
      ['POST', `/listings/${job.id}/status`, { version: 1, status: 'published' }],
      ['DELETE', `/listings/${job.id}`, undefined],
    ];
    for (const [method, path, body] of requests) {
      expect([method, path, (await world.call(method, path, body, null)).status]).toEqual([method, path, 401]);
      expect([method, path, (await world.call(method, path, body, stranger.cookie)).status]).toEqual([method, path, 403]);
    }
    // A cross-site form post is refused before anything else.
    const crossSite = await api(world.site.host, '/listings', {
      method: 'POST',
      cookie: world.editor.cookie,
      origin: 'https://evil.example',
      body: { kind: 'job', fields: {} },
    });
    expect(crossSite.status).toBe(403);
    expect(await world.list('job')).toHaveLength(1);
  });

  it("answers another site's listing id as not found (404) and never shows or changes it", async () => {
    const victim = await listingsWorld();
    const attacker = await listingsWorld();
    const job = await victim.create('job', { title: { de: 'Geheime Stelle', fr: 'Poste secret' } });
    for (const response of [
      await attacker.update(job, { title: { de: 'Gekapert' } }),
      await attacker.setStatus(job, 'published'),
      await attacker.remove(job),
    ]) {
      const refused = await errorOf(response);
      expect(refused.status).toBe(404);
      expect(JSON.stringify(refused)).not.toContain('Geheime');
    }
    expect(await attacker.list('job')).toEqual([]);
    expect(await victim.list('job')).toEqual([job]);
  });

  it('lets every editor-level member of the site manage its listings', async () => {
    const world = await listingsWorld();
    const optician = await signedInUser(world.site.host, 'optician');
    const created = await world.call('POST', '/listings', { kind: 'job', fields: { title: { de: 'Stelle' } } }, optician.cookie);
    expect(created.status).toBe(200);
  });
});

describe('live pages after a listing changes', () => {
  it("empties the site's page cache when a listing is published, edited while published, archived or deleted — not for drafts", async () => {
    const world = await listingsWorld();
    const job = await world.create('job', { title: { de: 'Stelle', fr: 'Poste' } });
    const siteOnly = [siteTag(world.site.id)];
    expect(await heard(() => world.update(job, { title: { de: 'Entwurf', fr: 'Brouillon' } }))).toEqual([]);
    let current = (await world.list('job'))[0] as Listing;
    expect(await heard(async () => (current = await world.dataOf<Listing>(await world.setStatus(current, 'published'))))).toEqual(siteOnly);
    expect(await heard(async () => (current = await world.dataOf<Listing>(await world.update(current, { title: { de: 'Live', fr: 'En ligne' } }))))).toEqual(
      siteOnly,
    );
    expect(await heard(async () => (current = await world.dataOf<Listing>(await world.setStatus(current, 'archived'))))).toEqual(siteOnly);
    expect(await heard(async () => (current = await world.dataOf<Listing>(await world.setStatus(current, 'draft'))))).toEqual([]);
    expect(await heard(() => world.remove(current))).toEqual([]);

    const live = await world.create('job', { title: { de: 'Stelle', fr: 'Poste' } });
    await world.setStatus(live, 'published');
    expect(await heard(() => world.remove(live))).toEqual(siteOnly);
  });

  it("empties every site's pages when the business is listed (association sites show its listings)", async () => {
    const world = await listingsWorld({ listed: true });
    const job = await world.create('job', { title: { de: 'Stelle', fr: 'Poste' } });
    expect(await heard(() => world.setStatus(job, 'published'))).toEqual([siteTag(world.site.id), LISTED_BUSINESSES_TAG]);
  });

  it("drops another site's cached pages from the page cache only when the publishing business is listed", async () => {
    const cache = new PageCache(100);
    const stop = onCacheTagsInvalidated((tags) => cache.invalidate(tags));
    const page = (siteId: string) => ({
      body: Buffer.from('<p>live</p>'),
      contentType: 'text/html',
      csp: '',
      locale: 'de',
      tags: cacheTagsForPage(siteId, randomUUID()),
      unlockCookie: null,
    });
    try {
      const listed = await listingsWorld({ listed: true });
      const unlisted = await listingsWorld();
      const association = randomUUID();
      const fill = async () => {
        for (const siteId of [listed.site.id, unlisted.site.id, association])
          await cache.store(PageCache.key(siteId, '/de'), page(siteId), cache.currentGeneration());
      };
      await fill();
      await unlisted.setStatus(await unlisted.create('job', { title: { de: 'Stelle', fr: 'Poste' } }), 'published');
      expect([listed.site.id, unlisted.site.id, association].map((siteId) => cache.get(PageCache.key(siteId, '/de')) !== undefined)).toEqual([
        true,
        false,
        true,
      ]);
      await fill();
      await listed.setStatus(await listed.create('job', { title: { de: 'Stelle', fr: 'Poste' } }), 'published');
      expect(cache.size).toBe(0);
    } finally {
      stop();
    }
  });
});
