import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '../../src/app/media/[mediaId]/[variant]/route';
import { getApi } from '../../src/server/api/app';
import { getDb } from '../../src/server/db/client';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { loadPageRequest } from '../../src/server/services/rendering/load-page-request';
import { resolveSiteByHost } from '../../src/server/services/sites/resolve-site';
import { LocalStorage, setStorage } from '../../src/server/platform/storage';
import { api, createTestPage, createTestSite, signedInUser } from './support/fixtures';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'webbox-captions-'));
  setStorage(new LocalStorage(root));
});
afterAll(async () => {
  setStorage(null);
  await rm(root, { recursive: true, force: true });
});

const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nGrüezi mitenand\n';

async function upload(site: { host: string }, cookie: string, name: string, body: string | Uint8Array<ArrayBuffer>, language = 'de') {
  const form = new FormData();
  form.set('file', new File([body], name));
  return getApi().request(`http://${site.host}/api/v1/media/upload`, {
    method: 'POST',
    headers: { host: site.host, origin: `http://${site.host}`, cookie, 'x-editor-language': language },
    body: form,
  });
}

describe('WebVTT captions in the media library (issue 17)', () => {
  it('stores a .vtt as a captions document and serves it as text/vtt with inert headers', async () => {
    const site = await createTestSite();
    const editor = await signedInUser(site.host, 'editor');
    const response = await upload(site, editor.cookie, 'untertitel.vtt', `\uFEFF${VTT}`);
    expect(response.status).toBe(200);
    const media = (await response.json()).data as { id: string; mediaType: string; mimeType: string; extension: string };
    expect(media).toMatchObject({ mediaType: 'document', mimeType: 'text/vtt', extension: 'vtt' });

    const served = await GET(new Request(`http://${site.host}/media/${media.id}/original.vtt`, { headers: { host: site.host } }), {
      params: Promise.resolve({ mediaId: media.id, variant: 'original.vtt' }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('text/vtt');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(await served.text()).toContain('Grüezi mitenand');
    // Captions are no image: the library's image list leaves them out.
    const images = await api(site.host, '/media?mediaType=image', { cookie: editor.cookie });
    expect(((await images.json()).data as { items: { id: string }[] }).items.map((item) => item.id)).not.toContain(media.id);
  });

  it('refuses a .vtt that is no WebVTT with a translated message, and stores nothing', async () => {
    const site = await createTestSite();
    const editor = await signedInUser(site.host, 'editor');
    const subRip = await upload(site, editor.cookie, 'film.vtt', '1\n00:00:00,000 --> 00:00:02,000\nHallo\n');
    expect(subRip.status).toBe(400);
    expect((await subRip.json()).error).toBe('Dies ist keine WebVTT-Untertiteldatei: Die Datei muss mit WEBVTT beginnen.');
    const french = await upload(site, editor.cookie, 'film.vtt', '<html><script>alert(1)</script></html>', 'fr');
    expect((await french.json()).error).toBe('Ce n’est pas un fichier de sous-titres WebVTT : le fichier doit commencer par WEBVTT.');
    // "WEBVTTX" is not the signature; invalid UTF-8 (a renamed binary) is refused too.
    expect((await upload(site, editor.cookie, 'a.vtt', 'WEBVTTX\n')).status).toBe(400);
    expect((await upload(site, editor.cookie, 'b.vtt', new Uint8Array([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff, 0xfe]))).status).toBe(400);
    const tooLarge = await upload(site, editor.cookie, 'big.vtt', `WEBVTT\n\n${'x'.repeat(1024 * 1024)}`, 'en');
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error).toBe('The captions file is too large (max 1 MB).');
    const list = await api(site.host, '/media', { cookie: editor.cookie });
    expect((await list.json()).data.total).toBe(0);
  });

  it('saves a captions file per language on a video box, and the live page loads it with the page', async () => {
    const site = await createTestSite({ locales: ['de', 'fr'] });
    const editor = await signedInUser(site.host, 'editor');
    const captions = (await (await upload(site, editor.cookie, 'de.vtt', VTT)).json()).data as { id: string };
    const page = await createTestPage(site.id, { slug: { de: 'video', fr: 'video' }, groups: [{ type: 'videoPlayer', options: {} }] });
    const groupId = page.groupIds[0];
    const save = (options: unknown) =>
      api(site.host, '/data', {
        method: 'POST',
        cookie: editor.cookie,
        editorLanguage: 'en',
        body: { itemType: 'group', version: 1, linkId: groupId, data: { options } },
      });
    expect((await save({ captions: { de: 'not-an-id' } })).status).toBe(400);
    expect((await save({ captions: { xx: captions.id } })).status).toBe(400);
    expect((await save({ captions: { de: captions.id } })).status).toBe(200);
    await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
    const resolved = await resolveSiteByHost(site.host);
    if (!resolved) throw new Error('site not resolved');
    const loaded = await loadPageRequest(getDb(), { site: resolved, locale: 'de', segments: ['video'] });
    if (loaded.kind !== 'page') throw new Error('page not found');
    expect(loaded.media.get(captions.id)).toMatchObject({ mediaType: 'document', extension: 'vtt' });
  });
});
