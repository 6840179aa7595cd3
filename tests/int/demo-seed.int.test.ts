import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockRegistry } from '../../src/blocks/registry';
import { getDb } from '../../src/server/db/client';
import { fields, groups, media, pages } from '../../src/server/db/schema';
import { CATALOGUE_EXCLUDED_TYPES, CATALOGUE_SLUG } from '../../src/server/demo/demo-blocks/catalogue';
import { DEMO_GALLERY_SIZE } from '../../src/server/demo/demo-media';
import { createDemoSite } from '../../src/server/demo/seed-demo';
import { runPageChecks } from '../../src/server/services/publish-checks/run-checks';
import { findMissingAltTexts } from '../../src/server/services/media/find-missing-alt-texts';
import type { Locale } from '../../src/shared/locales';
import { LocalStorage, getStorage, setStorage } from '../../src/server/platform/storage';
import { uniqueHost } from './support/fixtures';

let root = '';
let siteId = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'webbox-demo-'));
  setStorage(new LocalStorage(root));
  const seeded = await createDemoSite(getDb(), {
    hosts: [uniqueHost('demo')],
    ownerEmail: `${uniqueHost('owner')}@example.ch`,
    ownerPassword: 'demo owner password',
  });
  siteId = seeded.siteId;
}, 120_000);

afterAll(async () => {
  setStorage(null);
  await rm(root, { recursive: true, force: true });
});

async function publishedGroups() {
  return getDb()
    .select({ id: groups.id, type: groups.componentType, pageId: groups.pageId, slug: pages.published })
    .from(groups)
    .innerJoin(pages, eq(pages.id, groups.pageId))
    .where(and(eq(groups.siteId, siteId), eq(groups.status, 'published'), isNotNull(pages.published)));
}

describe('demo seed', () => {
  it('shows every block type offered in the add-section dialog on some published page', async () => {
    const shown = new Set((await publishedGroups()).map((group) => group.type));
    const offered = Object.values(blockRegistry)
      .map((block) => block.definition)
      .filter((definition) => definition.offeredInAddSection !== false)
      .map((definition) => definition.type);
    expect(offered.length).toBeGreaterThan(20);
    expect(offered.filter((type) => !shown.has(type))).toEqual([]);
  });

  it('has a block catalogue page in de and fr whose slots are filled in both languages', async () => {
    const catalogue = (await publishedGroups()).filter((group) => group.slug?.slug.de === CATALOGUE_SLUG.de);
    expect(catalogue[0]?.slug?.slug.fr).toBe(CATALOGUE_SLUG.fr);
    // Every registered type except the detail types (on their collection pages) and the ones left out on purpose.
    const types = new Set(catalogue.map((group) => group.type));
    const expected = Object.keys(blockRegistry).filter((type) => !type.endsWith('Details') && !CATALOGUE_EXCLUDED_TYPES.includes(type));
    expect(expected.filter((type) => !types.has(type))).toEqual([]);

    const rows = await getDb()
      .select({ slot: fields.slot, state: fields.published })
      .from(fields)
      .where(
        inArray(
          fields.groupId,
          catalogue.map((group) => group.id),
        ),
      );
    const localized = rows.flatMap(({ slot, state }) => (state?.content && state.content.type !== 'single' ? [{ slot, values: state.content.values }] : []));
    expect(localized.length).toBeGreaterThan(50);
    for (const { slot, values } of localized) {
      expect(values.de, slot).toBeTruthy();
      expect(values.fr, slot).toBeTruthy();
    }
  });

  it('stores real images with dimensions and a playable video for the catalogue', async () => {
    const rows = await getDb().select().from(media).where(eq(media.siteId, siteId));
    const images = rows.filter((row) => row.mediaType === 'image');
    expect(images.length).toBeGreaterThanOrEqual(DEMO_GALLERY_SIZE + 10);
    for (const image of images) {
      expect(image.width, image.originalFilename).toBeGreaterThan(0);
      expect(image.height, image.originalFilename).toBeGreaterThan(0);
      expect(image.blurHash, image.originalFilename).toBeTruthy();
      expect((await getStorage().head(image.objectKey))?.size).toBe(image.fileSize);
    }
    const [video] = rows.filter((row) => row.mediaType === 'video');
    expect(video?.status).toBe('ready');
    expect(video?.video?.status).toBe('ready');
    expect((await getStorage().head(video?.objectKey ?? ''))?.contentType).toBe('video/webm');

    // Every media slot on a published page points at one of these.
    const ids = new Set(rows.map((row) => row.id));
    const slots = await getDb()
      .select({ state: fields.published })
      .from(fields)
      .where(and(eq(fields.siteId, siteId), isNotNull(fields.published)));
    const referenced = slots.map((row) => row.state?.mediaId).filter((id): id is string => Boolean(id));
    expect(referenced.length).toBeGreaterThan(15);
    expect(referenced.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('passes the publish checks on every page: nothing blocks and nothing asks for “Trotzdem veröffentlichen”', async () => {
    const rows = await getDb()
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.siteId, siteId), inArray(pages.status, ['draft', 'published'])));
    const found = [];
    for (const row of rows) found.push(...(await runPageChecks(getDb(), { siteId, pageId: row.id })));
    expect(found.map((check) => `${check.code} ${check.sectionType}.${check.slot} ${check.locale ?? ''}`)).toEqual([]);
  });

  it('describes every image its pages show in German and French (no publish check warns about one)', async () => {
    const site = { id: siteId, locales: ['de', 'fr'] as Locale[], defaultLocale: 'de' as const };
    const sitePages = await getDb()
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.siteId, siteId), isNotNull(pages.published)));
    const missing = (await Promise.all(sitePages.map((page) => findMissingAltTexts(getDb(), { site, pageId: page.id })))).flat();
    expect(missing).toEqual([]);
    const [hero] = await getDb()
      .select({ alt: media.alt })
      .from(media)
      .where(and(eq(media.siteId, siteId), eq(media.originalFilename, 'Schaufenster Optik Muster.jpg')));
    expect(hero?.alt).toEqual({ de: 'Brille im Schaufenster von Optik Muster', fr: 'Lunettes dans la vitrine d’Optik Muster' });
  });
});
