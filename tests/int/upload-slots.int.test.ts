import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getApi } from '../../src/server/api/app';
import { getDb } from '../../src/server/db/client';
import { media } from '../../src/server/db/schema';
import { getStorage } from '../../src/server/platform/storage';
import { removeAbandonedUploads } from '../../src/server/services/media/expire-uploads';
import { setMediaLimits } from '../../src/server/services/media/storage-quota';
import { api, createTestSite, signedInUser } from './support/fixtures';
import { withTemporaryStorage } from './support/media';

withTemporaryStorage('webbox-upload-slots-');
afterEach(() => setMediaLimits(null));

const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.from([0, 0, 0, 0]), Buffer.from('mp42isom'), Buffer.alloc(4096, 7)]);
const MINUTE = 60_000;

async function videoEditor(role: 'editor' | 'optician' = 'editor') {
  const site = await createTestSite();
  const editor = await signedInUser(site.host, role);
  const post = (path: string, body: unknown, cookie = editor.cookie) => api(site.host, path, { method: 'POST', body, cookie, editorLanguage: 'en' });
  const start = async () => {
    const answer = await post('/media/directUpload', { fileName: 'film.mp4', fileSize: mp4.length, mimeType: 'video/mp4' });
    return { status: answer.status, id: answer.status === 200 ? ((await answer.json()).data.id as string) : '' };
  };
  const put = (id: string) =>
    getApi().request(`http://${site.host}/api/v1/media/upload/${id}`, {
      method: 'PUT',
      headers: { host: site.host, origin: `http://${site.host}`, cookie: editor.cookie, 'x-editor-language': 'en' },
      body: new Uint8Array(mp4),
    });
  const cancel = (uploadId: string, cookie?: string) => post('/media/cancelUpload', { uploadId }, cookie);
  return { site, editor, post, start, put, cancel };
}

/** Moves one slot's clock back (other files' slots in the database are never touched). */
const age = (id: string, created: number, updated: number) =>
  getDb()
    .update(media)
    .set({ createdAt: new Date(Date.now() - created), updatedAt: new Date(Date.now() - updated) })
    .where(eq(media.id, id));
const rowOf = async (id: string) => (await getDb().select().from(media).where(eq(media.id, id)))[0];

describe('unused direct-upload slots', () => {
  it('stop blocking new uploads after an hour, are removed by the sweeper and take no bytes any more', async () => {
    setMediaLimits({ pendingUploadsPerSite: 1 });
    const { start, put } = await videoEditor();
    const first = await start();
    expect(first.status).toBe(200);
    expect((await start()).status).toBe(429);
    await age(first.id, 59 * MINUTE, 59 * MINUTE);
    expect((await start()).status).toBe(429);
    expect(await removeAbandonedUploads(getDb())).toBe(0);
    await age(first.id, 61 * MINUTE, 61 * MINUTE);
    const second = await start();
    expect(second.status).toBe(200);
    expect((await put(first.id)).status).toBe(404);
    expect(await removeAbandonedUploads(getDb())).toBeGreaterThanOrEqual(1);
    expect(await rowOf(first.id)).toBeUndefined();
    expect(await rowOf(second.id)).toBeDefined();
  });

  it('keep a slot whose bytes arrived for 24 hours, so a long upload can still finish', async () => {
    setMediaLimits({ pendingUploadsPerSite: 1 });
    const { start, put, post } = await videoEditor();
    const slot = await start();
    expect((await put(slot.id)).status).toBe(200);
    await age(slot.id, 3 * 60 * MINUTE, 2 * 60 * MINUTE);
    expect(await removeAbandonedUploads(getDb())).toBe(0);
    expect((await start()).status).toBe(429);
    const ready = await post('/media/createEntry', { uploadId: slot.id });
    expect((await ready.json()).data).toMatchObject({ id: slot.id, status: 'ready' });
  });
});

describe('cancelling a direct upload', () => {
  it('removes the slot, its reserved place and stored bytes at once', async () => {
    setMediaLimits({ pendingUploadsPerSite: 1 });
    const { start, put, cancel } = await videoEditor('optician');
    const slot = await start();
    expect((await put(slot.id)).status).toBe(200);
    const row = await rowOf(slot.id);
    if (!row) throw new Error('no slot');
    expect(await getStorage().head(row.objectKey)).not.toBeNull();
    expect((await start()).status).toBe(429);
    const answer = await cancel(slot.id);
    expect(answer.status).toBe(200);
    expect((await answer.json()).data).toEqual({ cancelled: true });
    expect(await rowOf(slot.id)).toBeUndefined();
    expect(await getStorage().head(row.objectKey)).toBeNull();
    expect((await start()).status).toBe(200);
    expect((await cancel(slot.id)).status).toBe(404);
    expect((await put(slot.id)).status).toBe(404);
  });

  it("never removes a ready video, another site's slot, or anything for a caller without a session", async () => {
    const a = await videoEditor();
    const b = await videoEditor();
    const ready = await a.start();
    expect((await a.put(ready.id)).status).toBe(200);
    expect((await a.post('/media/createEntry', { uploadId: ready.id })).status).toBe(200);
    expect((await a.cancel(ready.id)).status).toBe(404);
    expect(await rowOf(ready.id)).toMatchObject({ status: 'ready' });
    const open = await a.start();
    expect((await b.cancel(open.id)).status).toBe(404);
    expect((await api(a.site.host, '/media/cancelUpload', { method: 'POST', body: { uploadId: open.id } })).status).toBe(401);
    expect(await rowOf(open.id)).toMatchObject({ status: 'upload' });
  });
});
