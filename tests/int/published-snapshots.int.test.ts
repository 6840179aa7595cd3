import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { pages } from '../../src/server/db/schema';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { loadPublishedSnapshots } from '../../src/server/services/pages/published-snapshots';
import { createTestPage, createTestSite } from './support/fixtures';

async function publishedVersion(siteId: string, slug: string): Promise<{ pageId: string; versionId: string }> {
  const { pageId } = await createTestPage(siteId, { slug: { de: slug, fr: `${slug}-fr` } });
  await publishPage(getDb(), { siteId, pageId, userId: null });
  const [row] = await getDb().select({ versionId: pages.publishedVersionId }).from(pages).where(eq(pages.id, pageId));
  if (!row?.versionId) throw new Error('not published');
  return { pageId, versionId: row.versionId };
}

describe('loadPublishedSnapshots', () => {
  it('answers in the order asked, null for an unknown version, the same frozen snapshot each time', async () => {
    const site = await createTestSite();
    const first = await publishedVersion(site.id, 'erste');
    const second = await publishedVersion(site.id, 'zweite');

    const snapshots = await loadPublishedSnapshots(getDb(), [second.versionId, randomUUID(), first.versionId, second.versionId]);
    expect(snapshots.map((tree) => tree?.page.id ?? null)).toEqual([second.pageId, null, first.pageId, second.pageId]);
    expect(Object.isFrozen(snapshots[0]?.page)).toBe(true);
    const again = await loadPublishedSnapshots(getDb(), [first.versionId]);
    expect(again[0]).toBe(snapshots[2]);
  });
});
