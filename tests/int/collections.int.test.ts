import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { fields } from '../../src/server/db/schema';
import { listCollectionItems } from '../../src/server/services/collections/list-collection-items';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { removePage } from '../../src/server/services/pages/remove-page';
import type { Collection } from '../../src/shared/content/types';
import { createTestImage, createTestPage, createTestSite, textField } from './support/fixtures';
import { saveFieldText } from './support/save-field-text';

type Site = Awaited<ReturnType<typeof createTestSite>>;

async function member(site: Site, slug: string, name: string, options: { publish?: boolean; mediaId?: string | null } = {}) {
  const created = await createTestPage(site.id, {
    slug: { de: slug, fr: `${slug}-fr` },
    name: { de: `Seite ${name}`, fr: `Page ${name}` },
    collection: 'team',
    groups: [
      {
        type: 'teamDetails',
        fields: {
          name: textField({ de: name, fr: name }),
          function: textField({ de: 'Optiker', fr: 'Opticien' }),
          image1: { mediaId: options.mediaId ?? null },
        },
      },
    ],
  });
  if (options.publish) await publishPage(getDb(), { siteId: site.id, pageId: created.pageId, userId: null });
  return created;
}

const list = (site: Site, mode: 'live' | 'edit', collection: Collection = 'team') =>
  listCollectionItems(getDb(), { siteId: site.id, collection, mode, locale: 'de' });

describe('listCollectionItems', () => {
  it('live: published pages only, oldest first, with their detail fields and media', async () => {
    const site = await createTestSite();
    const photo = await createTestImage(site.id, 'anna');
    const anna = await member(site, 'anna', 'Anna', { publish: true, mediaId: photo });
    await member(site, 'ben', 'Ben');
    const cleo = await member(site, 'cleo', 'Cleo', { publish: true });

    const items = await list(site, 'live');
    expect(items.map((item) => item.pageId)).toEqual([anna.pageId, cleo.pageId]);
    const [first] = items;
    expect(first?.slug).toEqual({ de: 'anna', fr: 'anna-fr' });
    expect(first?.name.de).toBe('Seite Anna');
    expect(first?.fields['name']?.content).toEqual({ type: 'localizedSingleValue', values: { de: 'Anna', fr: 'Anna' } });
    expect(first?.media[photo]).toMatchObject({ id: photo, mediaType: 'image', width: 800 });
    expect(items[1]?.media).toEqual({});
  });

  it('live shows the published state; edit shows drafts of every page not removed', async () => {
    const site = await createTestSite();
    const anna = await member(site, 'anna', 'Anna', { publish: true });
    const ben = await member(site, 'ben', 'Ben');
    const [nameField] = await getDb()
      .select({ id: fields.id })
      .from(fields)
      .where(and(eq(fields.siteId, site.id), eq(fields.slot, 'name'), inArray(fields.groupId, anna.groupIds)));
    if (!nameField) throw new Error('no field');
    await saveFieldText(getDb(), { siteId: site.id, fieldId: nameField.id, values: { de: 'Anna Neu' } });

    const live = await list(site, 'live');
    expect(live.map((item) => item.fields['name']?.content)).toEqual([{ type: 'localizedSingleValue', values: { de: 'Anna', fr: 'Anna' } }]);
    const edit = await list(site, 'edit');
    expect(edit.map((item) => item.pageId)).toEqual([anna.pageId, ben.pageId]);
    expect(edit[0]?.fields['name']?.content).toMatchObject({ values: { de: 'Anna Neu' } });
  });

  it("never lists another site's pages, other collections, or media of another site", async () => {
    const site = await createTestSite();
    const other = await createTestSite();
    const foreignPhoto = await createTestImage(other.id, 'foreign');
    await member(other, 'zoe', 'Zoe', { publish: true });
    await member(site, 'anna', 'Anna', { publish: true, mediaId: foreignPhoto });
    const service = await createTestPage(site.id, { slug: { de: 'brillen' }, collection: 'service' });
    await publishPage(getDb(), { siteId: site.id, pageId: service.pageId, userId: null });

    const live = await list(site, 'live');
    expect(live.map((item) => item.name.de)).toEqual(['Seite Anna']);
    expect(live[0]?.media).toEqual({});
    expect((await list(site, 'edit')).map((item) => item.name.de)).toEqual(['Seite Anna']);
    const services = await list(site, 'live', 'service');
    expect(services.map((item) => item.pageId)).toEqual([service.pageId]);
    expect(services[0]?.fields).toEqual({});
  });

  it('live: the list kept between renders follows each publish and removal of the site', async () => {
    const site = await createTestSite();
    const anna = await member(site, 'anna', 'Anna', { publish: true });
    expect((await list(site, 'live')).map((item) => item.pageId)).toEqual([anna.pageId]);

    const ben = await member(site, 'ben', 'Ben', { publish: true });
    expect((await list(site, 'live')).map((item) => item.pageId)).toEqual([anna.pageId, ben.pageId]);

    const [nameField] = await getDb()
      .select({ id: fields.id })
      .from(fields)
      .where(and(eq(fields.siteId, site.id), eq(fields.slot, 'name'), inArray(fields.groupId, anna.groupIds)));
    if (!nameField) throw new Error('no field');
    await saveFieldText(getDb(), { siteId: site.id, fieldId: nameField.id, values: { de: 'Anna Neu', fr: 'Anna Nouvelle' } });
    await publishPage(getDb(), { siteId: site.id, pageId: anna.pageId, userId: null });
    expect((await list(site, 'live'))[0]?.fields['name']?.content).toMatchObject({ values: { de: 'Anna Neu' } });

    await removePage(getDb(), { siteId: site.id, pageId: ben.pageId });
    expect((await list(site, 'live')).map((item) => item.pageId)).toEqual([anna.pageId]);
  });
});
