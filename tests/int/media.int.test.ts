import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApi } from '../../src/server/api/app';
import { getDb } from '../../src/server/db/client';
import { media } from '../../src/server/db/schema';
import { LocalStorage, setStorage } from '../../src/server/platform/storage';
import { api, createTestSite, signedInUser } from './support/fixtures';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'webbox-media-'));
  setStorage(new LocalStorage(root));
});
afterAll(async () => {
  setStorage(null);
  await rm(root, { recursive: true, force: true });
});

const png = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#2266aa' } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#aa6622' } })
    .jpeg()
    .toBuffer();

function upload(host: string, cookie: string, file: { name: string; bytes: Buffer }, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(file.bytes)], file.name));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return getApi().request(`http://${host}/api/v1/media/upload`, {
    method: 'POST',
    headers: { host, origin: `http://${host}`, cookie, 'x-editor-language': 'en' },
    body: form,
  });
}

async function editorSite() {
  const site = await createTestSite();
  const editor = await signedInUser(site.host, 'editor');
  const post = (p: string, body: unknown) => api(site.host, p, { method: 'POST', body, cookie: editor.cookie, editorLanguage: 'en' });
  const get = (p: string) => api(site.host, p, { cookie: editor.cookie });
  return {
    site,
    editor,
    post,
    get,
    upload: (file: { name: string; bytes: Buffer }, fields?: Record<string, string>) => upload(site.host, editor.cookie, file, fields),
  };
}

const rowsOf = (siteId: string) => getDb().select().from(media).where(eq(media.siteId, siteId));
const filesUnder = async (dir: string) => readdir(path.join(root, dir), { recursive: true }).catch(() => []);

describe('POST /media/upload', () => {
  it('stores an image and answers its media with size and blur hash', async () => {
    const { site, upload: send } = await editorSite();
    const response = await send({ name: 'Bild.PNG', bytes: await png() }, { folder: 'team', tags: 'a, b' });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({
      mediaType: 'image',
      mimeType: 'image/png',
      extension: 'png',
      width: 300,
      height: 200,
      folder: 'team',
      tags: ['a', 'b'],
      status: 'ready',
      parentId: null,
    });
    expect(data.blurHash).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{20,}$/);
    const [row] = await rowsOf(site.id);
    expect(row?.objectKey).toBe(`${site.id}/team/${data.id}.png`);
    expect(await filesUnder(site.id)).toContain(path.join('team', `${data.id}.png`));
  });

  it('refuses spoofed, polyglot-HTML, scripted, empty, oversized and pixel-bomb files and stores nothing', async () => {
    const { site, upload: send } = await editorSite();
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const cases: Array<[{ name: string; bytes: Buffer }, number, string]> = [
      [{ name: 'spoof.png', bytes: await jpeg() }, 400, 'File type not allowed'],
      [{ name: 'page.png', bytes: Buffer.from('<html><script>alert(document.cookie)</script></html>') }, 400, 'File type not allowed'],
      [{ name: 'x.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') }, 400, 'SVG contains script'],
      [{ name: 'empty.png', bytes: Buffer.alloc(0) }, 400, 'File is empty'],
      [{ name: 'big.png', bytes: Buffer.concat([await png(), Buffer.alloc(21 * 1024 * 1024)]) }, 413, 'File is too large (max 20 MB)'],
      [{ name: 'bomb.png', bytes: bomb }, 400, 'Image is too large (max 50 megapixels)'],
      [{ name: 'noext', bytes: await png() }, 400, 'File has no extension'],
      [{ name: 'doc.pdf', bytes: Buffer.from('%PDF-1.4') }, 400, 'File type not allowed'],
    ];
    for (const [file, status, message] of cases) {
      const response = await send(file);
      expect(response.status, file.name).toBe(status);
      expect((await response.json()).error, file.name).toBe(message);
    }
    expect(await rowsOf(site.id)).toEqual([]);
    expect(await filesUnder(site.id)).toEqual([]);
  });

  it('refuses strangers and visitors without a role', async () => {
    const { site } = await editorSite();
    const outsider = await signedInUser(site.host);
    expect((await upload(site.host, '', { name: 'a.png', bytes: await png() })).status).toBe(401);
    expect((await upload(site.host, outsider.cookie, { name: 'a.png', bytes: await png() })).status).toBe(403);
    expect((await api(site.host, '/media', { cookie: outsider.cookie })).status).toBe(403);
    expect((await api(site.host, '/media')).status).toBe(401);
    expect(await rowsOf(site.id)).toEqual([]);
  });
});

describe('library', () => {
  it('lists newest first with filters, hides crops, updates, recomputes blur hash and deletes with crops', async () => {
    const { site, post, get, upload: send } = await editorSite();
    const first = (await (await send({ name: 'a.png', bytes: await png() }, { tags: 'team' })).json()).data;
    const second = (await (await send({ name: 'b.jpg', bytes: await jpeg() }, { folder: 'logos' })).json()).data;
    const crop = await post('/media/cropImage', { media: { id: first.id, cropArea: { x: 50, y: 50, width: 50, height: 50 }, focalPoint: { x: 0.1, y: 0.1 } } });
    expect(crop.status).toBe(200);
    const { croppedMedia, status } = (await crop.json()).data;
    expect(status).toBe(200);
    expect(croppedMedia).toMatchObject({
      parentId: first.id,
      width: 150,
      height: 100,
      focalPoint: { x: 0, y: 0 },
      cropArea: { x: 50, y: 50, width: 50, height: 50 },
    });

    const list = (await (await get('/media')).json()).data;
    expect(list.items.map((m: { id: string }) => m.id)).toEqual([second.id, first.id]);
    expect(list).toMatchObject({ page: 1, pageSize: 40, total: 2 });
    expect((await (await get('/media?folder=logos')).json()).data.items.map((m: { id: string }) => m.id)).toEqual([second.id]);
    expect((await (await get('/media?tags=team')).json()).data.items.map((m: { id: string }) => m.id)).toEqual([first.id]);
    expect((await (await get('/media?mediaType=video')).json()).data).toMatchObject({ items: [], pageSize: 20 });

    const updated = await post('/media/update', { media: { id: second.id, tags: ['x', 'x', 'y'], focalPoint: { x: 0.2, y: 0.8 } } });
    expect((await updated.json()).data).toMatchObject({ tags: ['x', 'y'], focalPoint: { x: 0.2, y: 0.8 } });
    expect((await (await post('/media/blurHash', { media: { id: second.id } })).json()).data.blurHash).toBe(second.blurHash);

    const deleted = await post('/media/delete', { mediaId: first.id, bucketFolder: 'ignored' });
    expect((await deleted.json()).data).toEqual({ success: true, error: null });
    expect((await rowsOf(site.id)).map((r) => r.id)).toEqual([second.id]);
    const left = await filesUnder(site.id);
    expect(left).not.toContain(`${first.id}.png`);
    expect(left).not.toContain(`${croppedMedia.id}.png`);
    expect(left).toContain(path.join('logos', `${second.id}.jpg`));
    expect((await get(`/media/${first.id}`)).status).toBe(404);
  });

  it('refuses crop areas outside the image and crops of SVGs', async () => {
    const { post, upload: send } = await editorSite();
    const image = (await (await send({ name: 'a.png', bytes: await png() })).json()).data;
    const outside = await post('/media/cropImage', { media: { id: image.id, cropArea: { x: 60, y: 0, width: 50, height: 50 } } });
    expect(outside.status).toBe(400);
    const svg = (await (await send({ name: 'l.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>') })).json()).data;
    const svgCrop = await post('/media/cropImage', { media: { id: svg.id, cropArea: { x: 0, y: 0, width: 50, height: 50 } } });
    expect((await svgCrop.json()).error).toBe('Failed to crop image');
  });

  it("keeps other sites' media out of reach", async () => {
    const mine = await editorSite();
    const theirs = await editorSite();
    const image = (await (await theirs.upload({ name: 'a.png', bytes: await png() })).json()).data;
    expect((await mine.get(`/media/${image.id}`)).status).toBe(404);
    expect((await mine.post('/media/update', { media: { id: image.id, tags: ['x'] } })).status).toBe(404);
    expect((await mine.post('/media/delete', { mediaId: image.id })).status).toBe(404);
    expect((await mine.post('/media/cropImage', { media: { id: image.id, cropArea: { x: 0, y: 0, width: 10, height: 10 } } })).status).toBe(404);
    expect((await (await mine.get('/media')).json()).data.total).toBe(0);
    expect((await theirs.get(`/media/${image.id}`)).status).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents the media routes, the upload form included', async () => {
    const { site } = await editorSite();
    const doc = await (await api(site.host, '/openapi.json')).json();
    expect(doc.paths['/api/v1/media/upload'].post.requestBody.content['multipart/form-data'].schema.properties.file).toEqual({
      type: 'string',
      format: 'binary',
    });
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/media', '/api/v1/media/cropImage', '/api/v1/media/upload/{id}']));
  });
});
