import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { branches } from '../../src/server/db/schema';
import { findOpeningHoursGaps } from '../../src/server/services/business/find-opening-hours-gaps';
import { api, createTestPage, createTestSite, signedInUser } from './support/fixtures';

const WEEKDAYS = [1, 2, 3, 4, 5].map((day) => ({ day, open: '08:30', close: '18:30' }));

async function world() {
  const site = await createTestSite({ locales: ['de'] });
  const editor = await signedInUser(site.host, 'editor');
  const branchId = randomUUID();
  const profile = { branches: [{ id: branchId, name: 'Altstadt', openingHours: { periods: WEEKDAYS, closedDays: [7], special: [] } }] };
  expect((await api(site.host, '/business', { method: 'PUT', cookie: editor.cookie, body: { profile, version: 0 } })).status).toBe(200);
  const page = await createTestPage(site.id, {
    slug: { de: 'kontakt' },
    groups: [{ type: 'contact' }, { type: 'contact', options: { showOpeningHours: false } }],
  });
  const saveHours = (value: unknown) =>
    api(site.host, '/data', {
      method: 'POST',
      cookie: editor.cookie,
      acceptLanguage: 'de',
      body: { itemType: 'group', version: 1, linkId: page.groupIds[0], data: { options: { openingHours: value } } },
    });
  return { site, editor, branchId, page, saveHours };
}

describe('opening hours', () => {
  it("a contact box's own hours are checked with the shared schema on the server", async () => {
    const { saveHours } = await world();
    expect((await saveHours({ periods: [{ day: 1, open: '8 bis 12 Uhr', close: '12:00' }] })).status).toBe(400);
    expect((await saveHours({ periods: [{ day: 1, open: '08:03', close: '12:00' }] })).status).toBe(400);
    expect((await saveHours({ periods: [{ day: 1, open: '12:00', close: '08:00' }] })).status).toBe(400);
    const saved = await saveHours({ periods: [{ day: 1, open: '09:00', close: '12:00' }], closedDays: [2, 3, 4, 5, 6, 7] });
    expect(saved.status).toBe(200);
    expect((await saved.json()).data.state.options.openingHours).toEqual({
      periods: [{ day: 1, open: '09:00', close: '12:00' }],
      closedDays: [2, 3, 4, 5, 6, 7],
      special: [],
    });
  });

  it('lists the branches and boxes with days not set, for a page and for the site', async () => {
    const { site, branchId, page, saveHours } = await world();
    const saturday = { days: [6] };
    // The box shows the branch's hours by default: the branch's Saturday is missing there too.
    expect(await findOpeningHoursGaps(getDb(), { siteId: site.id, pageId: page.pageId })).toEqual([
      { kind: 'branch', branchId, branchName: 'Altstadt', ...saturday },
      { kind: 'box', groupId: page.groupIds[0], pageId: page.pageId, source: 'branch', branchId, branchName: 'Altstadt', ...saturday },
    ]);
    await saveHours({ periods: WEEKDAYS, closedDays: [6, 7] });
    // The site: the footer follows the same branch.
    expect(await findOpeningHoursGaps(getDb(), { siteId: site.id })).toEqual([
      { kind: 'branch', branchId, branchName: 'Altstadt', ...saturday },
      { kind: 'footer', source: 'branch', branchId, branchName: 'Altstadt', ...saturday },
    ]);
  });

  it('reads hours stored before issue 31: no closed days (days not set), times off the grid put onto it', async () => {
    const { site, editor, branchId } = await world();
    await getDb()
      .update(branches)
      .set({ openingHours: { periods: [{ day: 1, open: '08:33', close: '18:30' }], special: [] } })
      .where(eq(branches.id, branchId));
    const answer = (await (await api(site.host, '/business', { cookie: editor.cookie })).json()).data;
    expect(answer.profile.branches[0].openingHours).toEqual({ periods: [{ day: 1, open: '08:30', close: '18:30' }], closedDays: [], special: [] });
  });
});
