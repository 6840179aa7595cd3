import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { pages } from '../../src/server/db/schema';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { uniqueSlug } from '../../src/server/services/pages/unique-slug';
import { createTestPage, createTestSite } from './support/fixtures';

describe('uniqueSlug', () => {
  it('counts up past taken slugs of the same language and collection only, live slugs included', async () => {
    const site = await createTestSite();
    const other = await createTestSite();
    const free = (base: string, exceptPageId?: string) => uniqueSlug(getDb(), { siteId: site.id, collection: null, locale: 'de', base, exceptPageId });
    const first = await createTestPage(site.id, { slug: { de: 'brillen', fr: 'lunettes' } });
    await createTestPage(site.id, { slug: { de: 'brillen-2' } });
    await createTestPage(site.id, { slug: { de: 'brillen' }, collection: 'service' });
    await createTestPage(other.id, { slug: { de: 'linsen' } });
    expect(await free('brillen')).toBe('brillen-3');
    expect(await free('brillen', first.pageId)).toBe('brillen');
    expect(await uniqueSlug(getDb(), { siteId: site.id, collection: null, locale: 'fr', base: 'brillen' })).toBe('brillen');
    expect(await uniqueSlug(getDb(), { siteId: site.id, collection: 'team', locale: 'de', base: 'brillen' })).toBe('brillen');
    expect(await free('linsen')).toBe('linsen');
    expect(await free('brille')).toBe('brille');

    // A published page renamed in its draft still answers at its live slug.
    await publishPage(getDb(), { siteId: site.id, pageId: first.pageId, userId: null });
    const [row] = await getDb().select().from(pages).where(eq(pages.id, first.pageId));
    await getDb()
      .update(pages)
      .set({ draft: { ...row!.draft, slug: { de: 'fassungen' } } })
      .where(eq(pages.id, first.pageId));
    expect(await free('brillen')).toBe('brillen-3');
    // Deleted pages free their slugs.
    await getDb().update(pages).set({ status: 'deleted' }).where(eq(pages.id, first.pageId));
    expect(await free('brillen')).toBe('brillen');
  });
});
