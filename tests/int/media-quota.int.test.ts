import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getApi } from '../../src/server/api/app';
import { getDb } from '../../src/server/db/client';
import { media } from '../../src/server/db/schema';
import { LocalStorage, setStorage } from '../../src/server/platform/storage';
import { removeAbandonedUploads } from '../../src/server/services/media/expire-uploads';
import { setMediaLimits } from '../../src/server/services/media/storage-quota';
import { apiMessage } from '../../src/server/platform/app-error';
import { api, createTestSite, signedInUser } from './support/fixtures';

let root: string;
let storage: LocalStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'webbox-quota-'));
  storage = new LocalStorage(root);
  setStorage(storage);
});
afterEach(() => setMediaLimits(null));
afterAll(async () => {
  setStorage(null);
  await rm(root, { recursive: true, force: true });
});

const photo = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

async function editorOn() {
  const site = await createTestSite();
  const editor = await signedInUser(site.host, 'editor');
  const upload = async (bytes: Buffer) => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(bytes)], 'bild.png'));
    return getApi().request(`http://${site.host}/api/v1/media/upload`, {
      method: 'POST',
      headers: { host: site.host, origin: `http://${site.host}`, cookie: editor.cookie, 'x-editor-language': 'en' },
      body: form,
    });
  };
  const startVideo = (fileSize: number) =>
    api(site.host, '/media/directUpload', {
      method: 'POST',
      body: { fileName: 'film.mp4', fileSize, mimeType: 'video/mp4' },
      cookie: editor.cookie,
      editorLanguage: 'en',
    });
  const list = async () => (await (await api(site.host, '/media?mediaType=image&page=1', { cookie: editor.cookie })).json()).data;
  return { site, editor, upload, startVideo, list };
}

describe('per-site storage quota', () => {
  it('refuses an upload past the quota with a clear message, and reports usage in the library', async () => {
    const bytes = await photo();
    setMediaLimits({ quotaBytes: bytes.length * 2 + 10 });
    const { upload, list } = await editorOn();
    expect((await upload(bytes)).status).toBe(200);
    expect((await upload(bytes)).status).toBe(200);
    const refused = await upload(bytes);
    expect(refused.status).toBe(507);
    expect((await refused.json()).error).toBe(apiMessage('en', 'media.quotaExceeded'));
    const page = await list();
    expect(page.total).toBe(2);
    expect(page.usage).toEqual({ usedBytes: bytes.length * 2, quotaBytes: bytes.length * 2 + 10 });
  });

  it('counts open video upload slots with their announced size', async () => {
    setMediaLimits({ quotaBytes: 1000 });
    const { startVideo } = await editorOn();
    expect((await startVideo(600)).status).toBe(200);
    const refused = await startVideo(600);
    expect(refused.status).toBe(507);
    expect((await refused.json()).error).toBe(apiMessage('en', 'media.quotaExceeded'));
  });

  it('keeps quotas apart per site', async () => {
    const bytes = await photo();
    setMediaLimits({ quotaBytes: bytes.length + 10 });
    const first = await editorOn();
    const second = await editorOn();
    expect((await first.upload(bytes)).status).toBe(200);
    expect((await second.upload(bytes)).status).toBe(200);
  });
});

describe('direct upload slots', () => {
  it('limits open slots per site, even when requested at once', async () => {
    setMediaLimits({ pendingUploadsPerSite: 3 });
    const { startVideo } = await editorOn();
    const answers = await Promise.all(Array.from({ length: 6 }, () => startVideo(1000)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    const refused = answers.find((a) => a.status === 429);
    if (!refused) throw new Error('no refusal');
    expect((await refused.json()).error).toBe(apiMessage('en', 'media.tooManyPendingUploads'));
  });

  it('refuses more bytes than the slot announced', async () => {
    const { site, editor, startVideo } = await editorOn();
    const { url } = (await (await startVideo(10)).json()).data;
    const put = await getApi().request(`http://${site.host}${url}`, {
      method: 'PUT',
      headers: { host: site.host, origin: `http://${site.host}`, cookie: editor.cookie },
      body: new Uint8Array(5000),
    });
    expect(put.status).toBe(413);
  });

  it('removes slots abandoned for 24 hours, rows and stored bytes, and frees their place', async () => {
    setMediaLimits({ pendingUploadsPerSite: 1 });
    const { startVideo } = await editorOn();
    const { id } = (await (await startVideo(100)).json()).data;
    const [row] = await getDb().select().from(media).where(eq(media.id, id));
    if (!row) throw new Error('no upload row');
    await storage.put(row.objectKey, Buffer.from('partial'));
    expect((await startVideo(100)).status).toBe(429);

    // Age this slot only: other tests share the database and their fresh slots must stay.
    const age = (hours: number) =>
      getDb()
        .update(media)
        .set({ createdAt: new Date(Date.now() - hours * 3600_000) })
        .where(eq(media.id, id));
    await age(23);
    await removeAbandonedUploads(getDb());
    expect(await getDb().select().from(media).where(eq(media.id, id))).toHaveLength(1);
    await age(25);
    expect(await removeAbandonedUploads(getDb())).toBeGreaterThanOrEqual(1);
    expect(await getDb().select().from(media).where(eq(media.id, id))).toEqual([]);
    expect(await storage.head(row.objectKey)).toBeNull();
    expect((await startVideo(100)).status).toBe(200);
  });
});

describe('disk reserve', () => {
  it('refuses uploads when the disk has less free space than the reserve', async () => {
    setMediaLimits({ diskReserveBytes: Number.MAX_SAFE_INTEGER, diskPaths: [root] });
    const { upload, startVideo } = await editorOn();
    const refused = await upload(await photo());
    expect(refused.status).toBe(507);
    expect((await refused.json()).error).toBe(apiMessage('en', 'media.diskFull'));
    expect((await startVideo(100)).status).toBe(507);
  });
});
