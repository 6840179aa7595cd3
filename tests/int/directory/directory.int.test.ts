import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '../../../src/app/media/[mediaId]/[variant]/route';
import { getDb } from '../../../src/server/db/client';
import { LISTED_BUSINESSES_TAG, onCacheTagsInvalidated, siteTag } from '../../../src/server/platform/cache-tags';
import { siteOrigin } from '../../../src/server/platform/site-origin';
import { LocalStorage, setStorage } from '../../../src/server/platform/storage';
import { saveBusinessProfile } from '../../../src/server/services/business/save-business-profile';
import { listDirectory } from '../../../src/server/services/directory/list-directory';
import { uploadImage } from '../../../src/server/services/media/upload-image';
import { loadBlockData } from '../../../src/server/services/rendering/load-block-data';
import { blockDataOf } from '../../../src/shared/blocks/load';
import { type BusinessProfileInput, ZBusinessProfile } from '../../../src/shared/content/business';
import type { DirectoryBusiness } from '../../../src/shared/content/listings';
import { parseSettings } from '../../../src/shared/content/settings';
import type { GroupNode } from '../../../src/shared/content/types';
import { createTestSite } from '../support/fixtures';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'webbox-directory-'));
  setStorage(new LocalStorage(root));
});
afterAll(async () => {
  setStorage(null);
  await rm(root, { recursive: true, force: true });
});

type Site = Awaited<ReturnType<typeof createTestSite>>;
const hours = { periods: [{ day: 1, open: '08:30', close: '18:30' }], closedDays: [7], special: [] };

/** A business of its own site; the tests share the database, so each names itself uniquely. */
async function business(profile: Partial<BusinessProfileInput> & { siteName?: string } = {}) {
  const tag = randomUUID().slice(0, 8);
  const { siteName, ...rest } = profile;
  const site = await createTestSite({ name: siteName ?? `Testoptik ${tag}` });
  const input: BusinessProfileInput = {
    companyName: `Optik ${tag}`,
    listed: true,
    branches: [
      {
        id: randomUUID(),
        name: 'Altstadt',
        street: 'Marktgasse',
        streetNumber: '12',
        postcode: '8400',
        city: 'Winterthur',
        phone: '052 212 34 56',
        email: 'altstadt@optik.ch',
        emailOverride: 'geheim@optik.ch',
        openingHours: hours,
      },
      { id: randomUUID(), name: 'Geschlossen', city: 'Uster', postcode: '8610', active: false },
    ],
    staff: [{ id: randomUUID(), firstName: 'Anna', lastName: 'Muster', email: 'anna@optik.ch' }],
    ...rest,
  };
  const save = (next: Partial<BusinessProfileInput>, version: number | null = null) =>
    saveBusinessProfile(getDb(), { siteId: site.id, profile: ZBusinessProfile.parse({ ...input, ...next }), version });
  const saved = await save({});
  return { site, input, save, version: saved.version };
}

const find = (list: DirectoryBusiness[], site: Site) => list.find((entry) => entry.id === site.id);

describe('the optician directory (listDirectory)', () => {
  it('lists a business once when a copy of its site shows the same profile: the original site', async () => {
    const original = await business();
    const copy = await business({ siteName: 'Kopie', companyName: original.input.companyName });
    const all = await listDirectory(getDb(), { program: 'all' });
    expect(all.filter((entry) => entry.name === original.input.companyName).map((entry) => entry.id)).toEqual([original.site.id]);
    expect(find(all, copy.site)).toBeUndefined();
  });

  it('lists only businesses that chose to be listed, sorted by name as a German reader would', async () => {
    const listed = await business({ companyName: 'Zeiss-Sehzentrum Zug' });
    const umlaut = await business({ companyName: 'Äugli Optik Aarau' });
    const hidden = await business({ listed: false });
    const all = await listDirectory(getDb(), { program: 'all' });
    expect(find(all, listed.site)?.name).toBe('Zeiss-Sehzentrum Zug');
    expect(find(all, hidden.site)).toBeUndefined();
    const names = all.map((entry) => entry.name);
    expect(names.indexOf('Äugli Optik Aarau')).toBeLessThan(names.indexOf('Zeiss-Sehzentrum Zug'));
    expect(find(all, umlaut.site)).toBeDefined();
    expect([...names].sort(new Intl.Collator('de', { sensitivity: 'base', numeric: true }).compare)).toEqual(names);
  });

  it('shows active branches only, with public fields only: no e-mail, override, staff or coordinates', async () => {
    const { site } = await business();
    const entry = find(await listDirectory(getDb(), { program: 'all' }), site);
    expect(entry?.branches.map((branch) => branch.name)).toEqual(['Altstadt']);
    expect(entry?.branches[0]).toEqual({
      id: expect.any(String),
      name: 'Altstadt',
      street: 'Marktgasse',
      streetNumber: '12',
      postcode: '8400',
      city: 'Winterthur',
      phone: '052 212 34 56',
      openingHours: hours,
    });
    const serialized = JSON.stringify(entry);
    for (const secret of ['altstadt@optik.ch', 'geheim@optik.ch', 'anna@optik.ch', 'Muster', 'Uster']) expect(serialized).not.toContain(secret);
  });

  it('names a business by its company name, else by its site name, and links its own site', async () => {
    const { site } = await business({ companyName: '', siteName: `Brillenhaus ${randomUUID().slice(0, 6)}` });
    const entry = find(await listDirectory(getDb(), { program: 'all' }), site);
    expect(entry?.name).toMatch(/^Brillenhaus /);
    expect(entry?.url).toBe(`${siteOrigin(site.host)}/`);
    expect(entry?.logoUrl).toBeNull();
  });

  it('filters by program', async () => {
    const health = await business({ programs: { healthOptics: { active: true }, frequentlens: false } });
    const lens = await business({ programs: { healthOptics: { active: false }, frequentlens: true } });
    const plain = await business();
    const ids = async (program: 'all' | 'healthOptics' | 'frequentlens') => new Set((await listDirectory(getDb(), { program })).map((entry) => entry.id));
    const healthOnly = await ids('healthOptics');
    expect([healthOnly.has(health.site.id), healthOnly.has(lens.site.id), healthOnly.has(plain.site.id)]).toEqual([true, false, false]);
    const lensOnly = await ids('frequentlens');
    expect([lensOnly.has(health.site.id), lensOnly.has(lens.site.id), lensOnly.has(plain.site.id)]).toEqual([false, true, false]);
    expect(find(await listDirectory(getDb(), { program: 'all' }), health.site)?.programs).toEqual({ healthOptics: true, frequentlens: false });
  });

  it('serves the logo from the business’s own domain, where the media route finds it (not on the directory’s)', async () => {
    const first = await business();
    const bytes = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#0f5c8c' } })
      .png()
      .toBuffer();
    const logo = await uploadImage(getDb(), { siteId: first.site.id, fileName: 'logo.png', bytes });
    await first.save({ logoMediaId: logo.id });
    const entry = find(await listDirectory(getDb(), { program: 'all' }), first.site);
    expect(entry?.logoUrl).toBe(`${siteOrigin(first.site.host)}/media/${logo.id}/w320.webp`);

    const url = new URL(entry?.logoUrl ?? '');
    const fetchOn = (host: string) => GET(new Request(url, { headers: { host } }), { params: Promise.resolve({ mediaId: logo.id, variant: 'w320.webp' }) });
    const own = await fetchOn(url.host);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/webp');
    const viewer = await createTestSite();
    expect((await fetchOn(viewer.host)).status).toBe(404);
  });

  it('drops a business that stops being listed, and empties every site’s cached pages when it does', async () => {
    const listed = await business();
    expect(find(await listDirectory(getDb(), { program: 'all' }), listed.site)).toBeDefined();
    const heard: string[][] = [];
    const stop = onCacheTagsInvalidated((tags) => heard.push(tags));
    try {
      await listed.save({ listed: false });
      expect(heard).toEqual([[siteTag(listed.site.id), LISTED_BUSINESSES_TAG]]);
      expect(find(await listDirectory(getDb(), { program: 'all' }), listed.site)).toBeUndefined();

      // Neither listed before nor now: only its own pages change.
      heard.length = 0;
      await listed.save({ listed: false, companyName: 'Still unlisted' });
      expect(heard).toEqual([[siteTag(listed.site.id)]]);
    } finally {
      stop();
    }
  });

  it('reaches a directory section through the page loader, with the section’s program option', async () => {
    const health = await business({ programs: { healthOptics: { active: true }, frequentlens: false } });
    const plain = await business();
    const viewer = await createTestSite();
    const section = (id: string, programs: string): GroupNode => ({
      id,
      type: 'businessSearch',
      status: 'published',
      position: 0,
      options: { programs },
      meta: { disallowedLanguages: [] },
      fields: {},
    });
    const all = section(randomUUID(), 'all');
    const healthSection = section(randomUUID(), 'healthOptics');
    const stale = section(randomUUID(), 'nonsense');
    const data = await loadBlockData({ db: getDb(), siteId: viewer.id, defaultLocale: 'de', locale: 'de', mode: 'live', settings: parseSettings({}) }, [
      all,
      healthSection,
      stale,
    ]);
    const idsOf = (group: GroupNode) => new Set((blockDataOf(data, group.id, 'directory') ?? []).map((entry) => entry.id));
    expect(idsOf(all).has(plain.site.id)).toBe(true);
    expect(idsOf(healthSection).has(health.site.id)).toBe(true);
    expect(idsOf(healthSection).has(plain.site.id)).toBe(false);
    // A stale option lists everyone, as the default does.
    expect(idsOf(stale).has(plain.site.id)).toBe(true);
  });
});
