import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { deleteMedia } from '../../src/server/services/media/delete-media';
import { loadMediaForTree } from '../../src/server/services/media/load-media-for-tree';
import { updateMedia } from '../../src/server/services/media/media-records';
import { loadPageTree } from '../../src/server/services/pages/load-page-tree';
import { createTestImage, createTestPage, createTestSite } from './support/fixtures';

/** A page showing `photo` (a team member's portrait field) and its tree. */
async function pageShowing(siteId: string, photo: string) {
  const page = await createTestPage(siteId, {
    slug: { de: 'anna' },
    collection: 'team',
    groups: [{ type: 'teamDetails', fields: { image1: { mediaId: photo } } }],
  });
  const tree = await loadPageTree(getDb(), { siteId, pageId: page.pageId, state: 'draft' });
  return tree;
}

describe('loadMediaForTree', () => {
  it('keeps a page’s media between renders and reads them again after a change a page shows', async () => {
    const site = await createTestSite();
    const photo = await createTestImage(site.id, 'anna');
    const tree = await pageShowing(site.id, photo);
    const load = () => loadMediaForTree(getDb(), { siteId: site.id, tree });

    const first = await load();
    expect(first.get(photo)?.focalPoint).toEqual({ x: 0.5, y: 0.5 });
    expect(await load()).toBe(first);
    // Shared between renders: a render cannot change what the next one sees.
    expect(Object.isFrozen(first.get(photo))).toBe(true);

    await updateMedia(getDb(), { siteId: site.id, id: photo, focalPoint: { x: 0.2, y: 0.8 } });
    expect((await load()).get(photo)?.focalPoint).toEqual({ x: 0.2, y: 0.8 });

    await deleteMedia(getDb(), { siteId: site.id, id: photo });
    expect((await load()).has(photo)).toBe(false);
  });

  it("never returns another site's media, even for the same ids", async () => {
    const site = await createTestSite();
    const other = await createTestSite();
    const foreign = await createTestImage(other.id, 'foreign');
    const tree = await pageShowing(site.id, foreign);
    expect((await loadMediaForTree(getDb(), { siteId: other.id, tree })).has(foreign)).toBe(true);
    expect((await loadMediaForTree(getDb(), { siteId: site.id, tree })).size).toBe(0);
  });
});
