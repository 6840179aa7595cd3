import pino from 'pino';
import { describe, expect, inject, it } from 'vitest';
import { createApi } from '../../src/server/api/app';
import { createLocalEventBus, createPostgresEventBus } from '../../src/server/platform/event-bus';
import { sseReader } from '../support/sse';
import { api, createTestPage, createTestSite, signedInUser } from './support/fixtures';

/** An app whose presence streams beat fast, so leaving and expiry show within a test. */
function presenceApp() {
  const bus = createLocalEventBus();
  const app = createApi({ presence: { eventBus: bus, heartbeatMs: 100 } });
  const open = (host: string, pageId: string, cookie: string) => app.request(`http://${host}/api/v1/pages/${pageId}/presence`, { headers: { host, cookie } });
  return { bus, open };
}

const members = (data: string) => (JSON.parse(data) as { members: { name: string }[] }).members.map((member) => member.name);

describe('GET /pages/{id}/presence', () => {
  it('shows each member the others on the page, live, and drops one who leaves', async () => {
    const site = await createTestSite();
    const page = await createTestPage(site.id, { slug: { de: 'seite' } });
    const anna = await signedInUser(site.host, 'editor');
    const ben = await signedInUser(site.host, 'owner');
    const { open } = presenceApp();
    const annaName = anna.email.split('@')[0];
    const benName = ben.email.split('@')[0];

    const annaStream = sseReader(await open(site.host, page.pageId, anna.cookie));
    expect(members((await annaStream.next()).data)).toEqual([]);
    const benResponse = await open(site.host, page.pageId, ben.cookie);
    expect(benResponse.headers.get('cache-control')).toContain('no-store');
    const benStream = sseReader(benResponse);
    try {
      expect(members((await benStream.next()).data)).toEqual([]);
      expect(members((await annaStream.next()).data)).toEqual([benName]);
      expect(members((await benStream.next()).data)).toEqual([annaName]);

      await benStream.close();
      expect(members((await annaStream.next()).data)).toEqual([]);
    } finally {
      await annaStream.close();
      await benStream.close();
    }
  });

  it('is for members of the site only, and pages of another site are not found', async () => {
    const site = await createTestSite();
    const other = await createTestSite();
    const page = await createTestPage(site.id, { slug: { de: 'seite' } });
    const otherPage = await createTestPage(other.id, { slug: { de: 'fremd' } });
    const member = await signedInUser(site.host, 'editor');
    const stranger = await signedInUser(other.host, 'owner');

    expect((await api(site.host, `/pages/${page.pageId}/presence`)).status).toBe(401);
    expect((await api(site.host, `/pages/${page.pageId}/presence`, { cookie: stranger.cookie })).status).toBe(403);
    expect((await api(site.host, `/pages/${otherPage.pageId}/presence`, { cookie: member.cookie })).status).toBe(404);
    expect((await api(site.host, '/pages/not-a-uuid/presence', { cookie: member.cookie })).status).toBe(400);
  });

  it('keeps pages apart: a member on another page of the site is not listed', async () => {
    const site = await createTestSite();
    const first = await createTestPage(site.id, { slug: { de: 'eins' } });
    const second = await createTestPage(site.id, { slug: { de: 'zwei' } });
    const anna = await signedInUser(site.host, 'editor');
    const ben = await signedInUser(site.host, 'editor');
    const { open } = presenceApp();
    const annaStream = sseReader(await open(site.host, first.pageId, anna.cookie));
    const benStream = sseReader(await open(site.host, second.pageId, ben.cookie));
    try {
      expect(members((await annaStream.next()).data)).toEqual([]);
      expect(members((await benStream.next()).data)).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(annaStream.pending()).toBe(0);
    } finally {
      await annaStream.close();
      await benStream.close();
    }
  });
});

describe.runIf(process.env.WEBBOX_TEST_DB === 'postgres')('presence across app instances (LISTEN/NOTIFY)', () => {
  it('lists a member connected to another instance, and drops them when they leave', async () => {
    const databaseUrl = inject('testDatabaseUrl');
    const logger = pino({ level: 'silent' });
    const busA = await createPostgresEventBus({ databaseUrl, logger });
    const busB = await createPostgresEventBus({ databaseUrl, logger });
    const appA = createApi({ presence: { eventBus: busA } });
    const appB = createApi({ presence: { eventBus: busB } });
    const site = await createTestSite();
    const page = await createTestPage(site.id, { slug: { de: 'seite' } });
    const anna = await signedInUser(site.host, 'editor');
    const ben = await signedInUser(site.host, 'editor');
    const open = (app: typeof appA, cookie: string) =>
      app.request(`http://${site.host}/api/v1/pages/${page.pageId}/presence`, { headers: { host: site.host, cookie } });
    const annaStream = sseReader(await open(appA, anna.cookie));
    const benStream = sseReader(await open(appB, ben.cookie));
    try {
      expect(members((await annaStream.next()).data)).toEqual([]);
      expect(members((await benStream.next()).data)).toEqual([]);
      expect(members((await annaStream.next()).data)).toEqual([ben.email.split('@')[0]]);
      expect(members((await benStream.next()).data)).toEqual([anna.email.split('@')[0]]);
      await benStream.close();
      expect(members((await annaStream.next()).data)).toEqual([]);
    } finally {
      await annaStream.close();
      await benStream.close();
      await busA.close();
      await busB.close();
    }
  });
});
