import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { onCacheTagsInvalidated } from '../../src/server/platform/cache-tags';
import { fields, groups, pageVersions } from '../../src/server/db/schema';
import { addGroup } from '../../src/server/services/content/add-group';
import { removeGroup } from '../../src/server/services/content/remove-group';
import { findLiveSnapshotBySlug } from '../../src/server/services/pages/find-page';
import { getPublicationStatus } from '../../src/server/services/pages/get-publication-status';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { revertPage } from '../../src/server/services/pages/revert-page';
import type { FieldContent } from '../../src/shared/content/types';
import { createTestPage, createTestSite } from './support/fixtures';
import { saveFieldText } from './support/save-field-text';

const live = (siteId: string, slug = 'angebot') => findLiveSnapshotBySlug(getDb(), { siteId, locale: 'de', collection: null, slug });
const titleOf = (content: FieldContent | null | undefined) => (content?.type === 'localizedSingleValue' ? content.values : null);

async function heroTitleField(groupId: string) {
  const [field] = await getDb()
    .select()
    .from(fields)
    .where(and(eq(fields.groupId, groupId), eq(fields.slot, 'title')));
  if (!field) throw new Error('no title field');
  return field;
}

describe('publish and revert', () => {
  it('keeps a new page invisible to visitors until it is published', async () => {
    const site = await createTestSite();
    const page = await createTestPage(site.id, { slug: { de: 'angebot', fr: 'offre' } });
    expect(await live(site.id)).toBeNull();
    expect(await getPublicationStatus(getDb(), { siteId: site.id, pageId: page.pageId })).toEqual({
      fields: 1,
      groups: 1,
      pages: 1,
      changes: { page: 'new', newBoxes: 1, changedBoxes: 0, removedBoxes: 0, order: false },
    });

    const result = await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
    expect(result.version).toBe(1);
    const snapshot = await live(site.id);
    expect(snapshot?.groups.map((g) => g.type)).toEqual(['hero']);
    expect(await getPublicationStatus(getDb(), { siteId: site.id, pageId: page.pageId })).toEqual({
      fields: 0,
      groups: 0,
      pages: 0,
      changes: { page: null, newBoxes: 0, changedBoxes: 0, removedBoxes: 0, order: false },
    });
  });

  it('shows pending changes to visitors only after publish, and snapshots every publish', async () => {
    const site = await createTestSite();
    const page = await createTestPage(site.id, { slug: { de: 'angebot' } });
    await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
    const title = await heroTitleField(page.groupIds[0]!);

    await saveFieldText(getDb(), { siteId: site.id, fieldId: title.id, values: { de: 'Neu', fr: 'Nouveau' } });
    expect(titleOf((await live(site.id))?.groups[0]?.fields.title?.content)).toEqual({ de: 'Hallo', fr: 'Bonjour' });
    expect(await getPublicationStatus(getDb(), { siteId: site.id, pageId: page.pageId })).toEqual({
      fields: 1,
      groups: 0,
      pages: 0,
      changes: { page: null, newBoxes: 0, changedBoxes: 1, removedBoxes: 0, order: false },
    });

    const second = await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
    expect(second.version).toBe(2);
    expect(titleOf((await live(site.id))?.groups[0]?.fields.title?.content)).toEqual({ de: 'Neu', fr: 'Nouveau' });
    const versions = await getDb().select().from(pageVersions).where(eq(pageVersions.pageId, page.pageId));
    expect(versions).toHaveLength(2);
    // The first snapshot is immutable history.
    const first = versions.find((v) => v.version === 1);
    expect(titleOf(first?.snapshot.groups[0]?.fields.title?.content)).toEqual({ de: 'Hallo', fr: 'Bonjour' });
  });

  it('keeps a removed published section live until publish, then deletes it', async () => {
    const site = await createTestSite();
    const page = await createTestPage(site.id, { slug: { de: 'angebot' } });
    await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
    const groupId = page.groupIds[0]!;

    expect(await removeGroup(getDb(), { siteId: site.id, groupId })).toBe('markedForDeletion');
    expect((await live(site.id))?.groups).toHaveLength(1);
    expect((await getPublicationStatus(getDb(), { siteId: site.id, pageId: page.pageId })).groups).toBe(1);

    await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
    expect((await live(site.id))?.groups).toHaveLength(0);
    const [row] = await getDb().select({ status: groups.status }).from(groups).where(eq(groups.id, groupId));
    expect(row?.status).toBe('deleted');
  });

  it('deletes a never-published section at once', async () => {
    const site = await createTestSite();
    const page = await createTestPage(site.id, { slug: { de: 'angebot' } });
    await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
    const added = await addGroup(getDb(), { siteId: site.id, pageId: page.pageId, type: 'spacer' });
    expect(await removeGroup(getDb(), { siteId: site.id, groupId: added.groupId })).toBe('deleted');
    expect(await getDb().select().from(groups).where(eq(groups.id, added.groupId))).toHaveLength(0);
  });

  it('inserts a section next to the chosen one without moving live sections', async () => {
    const site = await createTestSite();
    const page = await createTestPage(site.id, {
      slug: { de: 'angebot' },
      groups: [{ type: 'hero' }, { type: 'cta' }],
    });
    await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
    await addGroup(getDb(), { siteId: site.id, pageId: page.pageId, type: 'spacer', nextTo: page.groupIds[0] });
    expect((await live(site.id))?.groups.map((g) => g.type)).toEqual(['hero', 'cta']);
    await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
    expect((await live(site.id))?.groups.map((g) => g.type)).toEqual(['hero', 'spacer', 'cta']);
  });

  it('reverts every unpublished change in all languages', async () => {
    const site = await createTestSite();
    const page = await createTestPage(site.id, {
      slug: { de: 'angebot' },
      groups: [{ type: 'hero', fields: { title: { content: { type: 'localizedSingleValue', values: { de: 'Hallo', fr: 'Bonjour' } } } } }, { type: 'cta' }],
    });
    await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
    const title = await heroTitleField(page.groupIds[0]!);

    await saveFieldText(getDb(), { siteId: site.id, fieldId: title.id, values: { de: 'Geändert', fr: 'Modifié' } });
    const added = await addGroup(getDb(), { siteId: site.id, pageId: page.pageId, type: 'spacer' });
    await removeGroup(getDb(), { siteId: site.id, groupId: page.groupIds[1]! });
    expect(await getPublicationStatus(getDb(), { siteId: site.id, pageId: page.pageId })).toEqual({
      fields: 1,
      groups: 2,
      pages: 0,
      changes: { page: null, newBoxes: 1, changedBoxes: 1, removedBoxes: 1, order: false },
    });

    await revertPage(getDb(), { siteId: site.id, pageId: page.pageId });

    expect(await getPublicationStatus(getDb(), { siteId: site.id, pageId: page.pageId })).toEqual({
      fields: 0,
      groups: 0,
      pages: 0,
      changes: { page: null, newBoxes: 0, changedBoxes: 0, removedBoxes: 0, order: false },
    });
    expect(titleOf((await heroTitleField(page.groupIds[0]!)).draft.content)).toEqual({ de: 'Hallo', fr: 'Bonjour' });
    expect(await getDb().select().from(groups).where(eq(groups.id, added.groupId))).toHaveLength(0);
    const [restored] = await getDb().select({ status: groups.status }).from(groups).where(eq(groups.id, page.groupIds[1]!));
    expect(restored?.status).toBe('published');
  });

  it('refuses to publish or revert another site’s page', async () => {
    const siteA = await createTestSite();
    const siteB = await createTestSite();
    const page = await createTestPage(siteB.id, { slug: { de: 'angebot' } });
    await expect(publishPage(getDb(), { siteId: siteA.id, pageId: page.pageId, userId: null })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(revertPage(getDb(), { siteId: siteA.id, pageId: page.pageId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await live(siteB.id)).toBeNull();
  });
});

describe('cache invalidation on publish', () => {
  it('empties the page alone for content changes, the whole site for collection items and renamed pages', async () => {
    const site = await createTestSite();
    const heard: string[][] = [];
    const stop = onCacheTagsInvalidated((tags) => heard.push(tags));
    try {
      const page = await createTestPage(site.id, { slug: { de: 'angebot' } });
      await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
      expect(heard.at(-1)).toEqual([`site:${site.id}`]);
      await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
      expect(heard.at(-1)).toEqual([`site:${site.id}:page:${page.pageId}`]);
      const member = await createTestPage(site.id, { slug: { de: 'anna' }, collection: 'team' });
      await publishPage(getDb(), { siteId: site.id, pageId: member.pageId, userId: null });
      await publishPage(getDb(), { siteId: site.id, pageId: member.pageId, userId: null });
      expect(heard.at(-1)).toEqual([`site:${site.id}`]);
    } finally {
      stop();
    }
  });
});
