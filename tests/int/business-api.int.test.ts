import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { sites } from '../../src/server/db/schema';
import { onCacheTagsInvalidated, siteTag } from '../../src/server/platform/cache-tags';
import type { BusinessProfileInput } from '../../src/shared/content/business';
import { api, createTestImage, createTestSite, signedInUser } from './support/fixtures';

const branch = (name: string, extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name,
  street: 'Marktgasse',
  streetNumber: '12',
  postcode: '8400',
  city: 'Winterthur',
  phone: '052 212 34 56',
  email: 'info@optik.ch',
  openingHours: {
    periods: [
      { day: 1, open: '08:30', close: '12:00' },
      { day: 1, open: '13:30', close: '18:30' },
    ],
    closedDays: [7],
    special: [{ date: '2026-12-24', open: '00:30', close: '00:30' }],
  },
  ...extra,
});

async function world() {
  const site = await createTestSite();
  const editor = await signedInUser(site.host, 'editor');
  const get = async () => (await (await api(site.host, '/business', { cookie: editor.cookie })).json()).data;
  const put = (profile: BusinessProfileInput, version: number) =>
    api(site.host, '/business', { method: 'PUT', cookie: editor.cookie, body: { profile, version } });
  return { site, editor, get, put };
}

describe('GET/PUT /business', () => {
  it('starts empty at version 0, saves branches and staff in order with their ids, and syncs health optics', async () => {
    const { site, get, put } = await world();
    expect(await get()).toMatchObject({ version: 0, profile: { companyName: '', branches: [], staff: [] } });
    const first = branch('Altstadt');
    const second = branch('Bahnhof', { coordinates: { lat: 47.5, lng: 8.72 } });
    const staffId = randomUUID();
    const saved = await put(
      {
        companyName: 'Optik Muster',
        programs: { healthOptics: { active: true } },
        branches: [first, second],
        staff: [{ id: staffId, firstName: 'Anna', lastName: 'Muster', function: 'Optikerin' }],
      },
      0,
    );
    expect(saved.status).toBe(200);
    const answer = (await saved.json()).data;
    expect(answer.version).toBe(1);
    expect(answer.profile.branches.map((b: { id: string }) => b.id)).toEqual([first.id, second.id]);
    expect(answer.profile.branches[1].coordinates).toEqual({ lat: 47.5, lng: 8.72 });
    expect(answer.profile.branches[0].openingHours.special).toEqual([{ date: '2026-12-24', open: '00:30', close: '00:30' }]);
    expect(answer.profile.staff[0]).toMatchObject({ id: staffId, firstName: 'Anna' });
    const [row] = await getDb().select({ healthOptics: sites.healthOptics }).from(sites).where(eq(sites.id, site.id));
    expect(row?.healthOptics).toBe(true);

    // Reordered, one removed: ids kept, the removed one gone.
    const again = await put({ ...answer.profile, branches: [answer.profile.branches[1]] }, 1);
    expect((await again.json()).data.profile.branches.map((b: { id: string }) => b.id)).toEqual([second.id]);
  });

  it('empties the site page cache after a save (the profile is live)', async () => {
    const { site, put } = await world();
    const seen: string[][] = [];
    const stop = onCacheTagsInvalidated((tags) => seen.push(tags));
    try {
      expect((await put({ companyName: 'Neu' }, 0)).status).toBe(200);
    } finally {
      stop();
    }
    expect(seen.flat()).toContain(siteTag(site.id));
  });

  it.each([
    [
      'a closing time before the opening time',
      { branches: [branch('A', { openingHours: { periods: [{ day: 2, open: '18:00', close: '08:00' }], special: [] } })] },
      'Schliesszeit',
    ],
    [
      'an invalid time',
      { branches: [branch('A', { openingHours: { periods: [{ day: 2, open: '8 Uhr', close: '12:00' }], special: [] } })] },
      'Uhrzeit wie 08:30',
    ],
    [
      'a time off the five-minute grid',
      { branches: [branch('A', { openingHours: { periods: [{ day: 2, open: '08:33', close: '12:00' }], special: [] } })] },
      '5-Minuten-Schritten',
    ],
    [
      'overlapping spans on a day',
      {
        branches: [
          branch('A', {
            openingHours: {
              periods: [
                { day: 2, open: '08:00', close: '12:00' },
                { day: 2, open: '11:30', close: '18:00' },
              ],
              special: [],
            },
          }),
        ],
      },
      'nach dem Ende der ersten',
    ],
    [
      'an impossible date',
      { branches: [branch('A', { openingHours: { periods: [], special: [{ date: '2026-02-30', open: '00:30', close: '00:30' }] } })] },
      'gültiges Datum',
    ],
    ['a branch without a name', { branches: [branch('')] }, 'Namen'],
    ['an invalid e-mail', { branches: [branch('A', { email: 'nope' })] }, 'E-Mail-Adresse'],
    [
      'a duplicate id',
      (() => {
        const b = branch('A');
        return { branches: [b, { ...b, name: 'B' }] };
      })(),
      'mehrfach',
    ],
  ])('refuses %s with a German message and changes nothing', async (_what, profile, message) => {
    const { get, put } = await world();
    const response = await put(profile as BusinessProfileInput, 0);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain(message);
    expect((await get()).version).toBe(0);
  });

  it('refuses a stale version with 409 and keeps the newer profile', async () => {
    const { get, put } = await world();
    expect((await put({ companyName: 'Erste' }, 0)).status).toBe(200);
    const stale = await put({ companyName: 'Zweite' }, 0);
    expect(stale.status).toBe(409);
    expect((await get()).profile.companyName).toBe('Erste');
  });

  it("never touches another site's branch or media and refuses anonymous callers", async () => {
    const { site, get, put } = await world();
    const other = await world();
    const theirs = branch('Fremd');
    expect((await other.put({ branches: [theirs] }, 0)).status).toBe(200);
    const stolen = await put({ branches: [{ ...theirs, name: 'Gekapert' }] }, 0);
    expect(stolen.status).toBe(400);
    expect((await other.get()).profile.branches[0].name).toBe('Fremd');
    const foreignLogo = await createTestImage(other.site.id, 'logo');
    expect((await put({ logoMediaId: foreignLogo }, 0)).status).toBe(400);
    const ownLogo = await createTestImage(site.id, 'logo');
    expect((await put({ logoMediaId: ownLogo }, 0)).status).toBe(200);
    expect((await get()).profile.logoMediaId).toBe(ownLogo);
    expect((await api(site.host, '/business')).status).toBe(401);
    expect((await api(site.host, '/business', { method: 'PUT', body: { profile: {}, version: 1 } })).status).toBe(401);
  });
});

describe('GET/POST /optician', () => {
  it('lists the branches and resets the footer to one of them as a settings draft', async () => {
    const { site, editor, put } = await world();
    const b = branch('Altstadt');
    await put({ branches: [b] }, 0);
    const list = (await (await api(site.host, '/optician', { cookie: editor.cookie })).json()).data;
    expect(list.branches).toEqual([expect.objectContaining({ id: b.id, name: 'Altstadt', openingHours: b.openingHours })]);

    const settings = await api(site.host, '/settings', { cookie: editor.cookie });
    const { settings: before, version } = (await settings.json()).data;
    await api(site.host, '/settings', {
      method: 'POST',
      cookie: editor.cookie,
      body: { settings: { ...before, footer: { ...before.footer, useBusinessDataFromLookUp: false, phone: '044 000 00 00' } }, version },
    });

    const reset = await api(site.host, '/optician', { method: 'POST', cookie: editor.cookie, body: { branchId: b.id } });
    expect(reset.status).toBe(200);
    const answer = (await reset.json()).data;
    // The footer follows the branch's hours again (its own, if it had any, are dropped).
    expect(answer.settings.footer).toMatchObject({ useBusinessDataFromLookUp: true, branchId: b.id, openingHours: null, phone: '' });
    expect(answer).toMatchObject({ version: version + 2, unpublished: true });
  });

  it("answers 'Branch ID not found' for an unknown or another site's branch", async () => {
    const { site, editor } = await world();
    const other = await world();
    const theirs = branch('Fremd');
    await other.put({ branches: [theirs] }, 0);
    for (const branchId of [randomUUID(), theirs.id]) {
      const response = await api(site.host, '/optician', { method: 'POST', cookie: editor.cookie, body: { branchId } });
      expect(response.status).toBe(404);
      expect((await response.json()).error).toBe('Branch ID not found');
    }
  });
});
