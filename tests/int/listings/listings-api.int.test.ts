import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../src/server/db/client';
import { listings } from '../../../src/server/db/schema';
import type { Listing } from '../../../src/shared/schemas/listings';
import { errorOf, listingsWorld, richText } from './listings-world';

describe('the listings API (Stellen & Marktplatz)', () => {
  it('creates drafts, lists them newest first, replaces the fields and deletes them', async () => {
    const world = await listingsWorld();
    const job = await world.create('job', {
      title: { de: 'Augenoptiker/in EFZ', fr: 'Opticien/ne CFC' },
      description: { de: richText('Wir suchen Verstärkung.') },
      workQuota: '80–100 %',
      branchId: world.branchId,
      staffMemberId: world.staffMemberId,
      imageIds: [world.imageId],
    });
    expect(job).toMatchObject({
      kind: 'job',
      status: 'draft',
      version: 1,
      title: { de: 'Augenoptiker/in EFZ', fr: 'Opticien/ne CFC' },
      description: { de: richText('Wir suchen Verstärkung.') },
      workQuota: '80–100 %',
      branchId: world.branchId,
      staffMemberId: world.staffMemberId,
      imageIds: [world.imageId],
      costCents: null,
      category: null,
      direction: 'offering',
      options: { toBePickedUp: false, subjectToPostage: false, askingPrice: false },
      machineTranslated: [],
      publishedAt: null,
    });
    const second = await world.create('job', { title: { de: 'Lernende/r' } });
    const item = await world.create('marketplace', {
      title: { de: 'Brillengestell' },
      costCents: 12900,
      category: 'frame',
      direction: 'searching',
      options: { askingPrice: true },
    });
    expect(item).toMatchObject({
      kind: 'marketplace',
      costCents: 12900,
      category: 'frame',
      direction: 'searching',
      options: { toBePickedUp: false, subjectToPostage: false, askingPrice: true },
    });

    expect((await world.list('job')).map((listing) => listing.id)).toEqual([second.id, job.id]);
    expect((await world.list('marketplace')).map((listing) => listing.id)).toEqual([item.id]);

    const saved = await world.dataOf<Listing>(await world.update(job, { title: { de: 'Augenoptiker/in' }, workQuota: '60 %', imageIds: [] }));
    expect(saved).toMatchObject({
      id: job.id,
      version: 2,
      title: { de: 'Augenoptiker/in' },
      description: {},
      workQuota: '60 %',
      branchId: null,
      staffMemberId: null,
      imageIds: [],
    });
    expect((await world.list('job')).find((listing) => listing.id === job.id)).toEqual(saved);

    const removed = await world.remove(job);
    expect(removed.status).toBe(200);
    expect((await removed.json()).data).toEqual({ id: job.id });
    expect((await world.list('job')).map((listing) => listing.id)).toEqual([second.id]);
    const again = await errorOf(await world.remove(job));
    expect(again).toMatchObject({ status: 404, error: 'Diesen Eintrag gibt es auf dieser Website nicht (mehr).' });
  });

  it('keeps only the site languages and filled texts: blank titles and empty rich texts leave their language empty', async () => {
    const world = await listingsWorld();
    const job = await world.create('job', { title: { de: 'Stelle', fr: '   ', it: 'Posto' }, description: { de: richText(' '), fr: richText('Poste') } });
    expect(job.title).toEqual({ de: 'Stelle' });
    expect(job.description).toEqual({ fr: richText('Poste') });
  });

  it('keeps a language machine-translated until a person changes its title or description', async () => {
    const world = await listingsWorld({ locales: ['de', 'fr', 'it'] });
    const job = await world.create('job', { title: { de: 'Stelle', fr: 'Poste', it: 'Posto' }, description: { fr: richText('Texte') } });
    await getDb()
      .update(listings)
      .set({ machineTranslated: ['fr', 'it'] })
      .where(eq(listings.id, job.id));
    const unchanged = await world.dataOf<Listing>(await world.update(job, { title: job.title, description: job.description, workQuota: '100 %' }));
    expect(unchanged.machineTranslated).toEqual(['fr', 'it']);
    const edited = await world.dataOf<Listing>(await world.update(unchanged, { title: job.title, description: { fr: richText('Texte revu') } }));
    expect(edited.machineTranslated).toEqual(['it']);
  });

  it('publishes (setting the publication date once), archives and takes back to draft', async () => {
    const world = await listingsWorld();
    const job = await world.create('job', { title: { de: 'Stelle', fr: 'Poste' } });
    const published = await world.dataOf<Listing>(await world.setStatus(job, 'published'));
    expect(published).toMatchObject({ status: 'published', version: 2 });
    expect(published.publishedAt).not.toBeNull();
    const archived = await world.dataOf<Listing>(await world.setStatus(published, 'archived'));
    expect(archived).toMatchObject({ status: 'archived', version: 3, publishedAt: published.publishedAt });
    const draft = await world.dataOf<Listing>(await world.setStatus(archived, 'draft'));
    expect(draft.status).toBe('draft');
    const again = await world.dataOf<Listing>(await world.setStatus(draft, 'published'));
    expect(again).toMatchObject({ status: 'published', publishedAt: published.publishedAt });
  });

  it('refuses a stale version with 409, a translated message and the current listing, and changes nothing', async () => {
    const world = await listingsWorld();
    const job = await world.create('job', { title: { de: 'Erste' } });
    expect((await world.update(job, { title: { de: 'Zweite' } })).status).toBe(200);
    const stale = await errorOf(await world.update(job, { title: { de: 'Dritte' } }));
    expect(stale.status).toBe(409);
    expect(stale.error).toBe('Jemand anderes hat diesen Eintrag inzwischen geändert. Bitte laden Sie ihn neu.');
    expect(stale.data).toMatchObject({ listing: { id: job.id, version: 2, title: { de: 'Zweite' } } });
    expect((await errorOf(await world.setStatus(job, 'archived'))).status).toBe(409);
    // A save emptying every field, based on the old version, is refused as well.
    expect((await world.update(job, {})).status).toBe(409);
    expect((await world.list('job'))[0]).toMatchObject({ version: 2, status: 'draft', title: { de: 'Zweite' } });
  });

  it('refuses to publish without the default-language title (400) or with a site language missing (409 naming it)', async () => {
    const world = await listingsWorld({ locales: ['de', 'fr', 'it'] });
    const untitled = await world.create('job', { title: { fr: 'Poste' } });
    const noDefault = await errorOf(await world.setStatus(untitled, 'published'));
    expect(noDefault).toMatchObject({ status: 400, error: 'Bitte geben Sie einen Titel in der Hauptsprache (DE) ein.' });

    const german = await world.create('job', { title: { de: 'Stelle' } });
    const missing = await errorOf(await world.setStatus(german, 'published'));
    expect(missing.status).toBe(409);
    expect(missing.error).toBe('Der Titel fehlt noch in: FR, IT. Bitte zuerst übersetzen, dann veröffentlichen.');
    expect(missing.data).toEqual({ missing: ['fr', 'it'] });
    expect((await world.list('job')).every((listing) => listing.status === 'draft')).toBe(true);

    const item = await world.create('marketplace', { title: { de: 'Vitrine', fr: 'Vitrine', it: 'Vetrina' } });
    expect(await errorOf(await world.setStatus(item, 'published'))).toMatchObject({
      status: 400,
      error: 'Bitte wählen Sie eine Kategorie (Brille, Objekt oder Stelle).',
    });
  });

  it('keeps a published listing complete: a save dropping a language of its title is refused', async () => {
    const world = await listingsWorld();
    const job = await world.create('job', { title: { de: 'Stelle', fr: 'Poste' } });
    const published = await world.dataOf<Listing>(await world.setStatus(job, 'published'));
    const dropped = await errorOf(await world.update(published, { title: { de: 'Stelle' } }));
    expect(dropped.status).toBe(409);
    expect(dropped.error).toContain('FR');
    expect((await world.update(published, { title: { de: 'Neue Stelle', fr: 'Nouveau poste' } })).status).toBe(200);
  });

  it("refuses another site's branch, staff member or image with a clear message", async () => {
    const world = await listingsWorld();
    const other = await listingsWorld();
    const cases = [
      [{ branchId: other.branchId }, 'Diese Filiale gibt es im Betriebsprofil dieser Website nicht.'],
      [{ staffMemberId: other.staffMemberId }, 'Diese Person gibt es im Team dieser Website nicht.'],
      [{ imageIds: [world.imageId, other.imageId] }, 'Dieses Bild gibt es in der Mediathek dieser Website nicht.'],
    ] as const;
    for (const [fields, message] of cases) {
      const created = await errorOf(await world.call('POST', '/listings', { kind: 'job', fields: { title: { de: 'Stelle' }, ...fields } }));
      expect(created).toMatchObject({ status: 400, error: message });
    }
    const job = await world.create('job', { title: { de: 'Stelle' } });
    expect(await errorOf(await world.update(job, { branchId: other.branchId }))).toMatchObject({ status: 400, error: cases[0][1] });
    expect((await world.list('job')).map((listing) => listing.version)).toEqual([1]);
    expect(await other.list('job')).toEqual([]);
  });

  it.each([
    ['an unknown kind', 'POST', { kind: 'car', fields: {} }, 'Ungültige Eingabe'],
    ['a title over 200 characters', 'POST', { kind: 'job', fields: { title: { de: 'x'.repeat(201) } } }, 'Der Titel ist zu lang (höchstens 200 Zeichen).'],
    ['a negative price', 'POST', { kind: 'marketplace', fields: { costCents: -1 } }, 'Bitte geben Sie einen gültigen Preis in CHF ein.'],
    ['seven images', 'POST', { kind: 'job', fields: { imageIds: Array.from({ length: 7 }, () => randomUUID()) } }, 'Höchstens 6 Bilder pro Eintrag.'],
    ['a rich text that is not a document', 'POST', { kind: 'job', fields: { description: { de: { json: 'x', text: 7 } } } }, 'Ungültige Eingabe'],
  ])('refuses %s with 400 and a German message', async (_what, method, body, message) => {
    const world = await listingsWorld();
    const refused = await errorOf(await world.call(method, '/listings', body));
    expect(refused.status).toBe(400);
    expect(refused.error).toContain(message);
    expect(await world.list('job')).toEqual([]);
  });

  it('answers an unknown kind in the list and a malformed id with 400', async () => {
    const world = await listingsWorld();
    expect((await world.call('GET', '/listings?kind=car')).status).toBe(400);
    expect((await world.call('GET', '/listings')).status).toBe(400);
    expect((await world.call('DELETE', '/listings/not-a-uuid')).status).toBe(400);
  });
});
