import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GET, HEAD } from '../../src/app/media/[mediaId]/[variant]/route';
import { getApi } from '../../src/server/api/app';
import { variantRenderCount } from '../../src/server/services/media/variants';
import { api, createTestSite, signedInUser } from './support/fixtures';
import { uploadedOnNewSite, withTemporaryStorage } from './support/media';

withTemporaryStorage('webbox-media-');

const fetchMedia = (host: string, mediaId: string, variant: string, headers: Record<string, string> = {}, method = 'GET') =>
  (method === 'HEAD' ? HEAD : GET)(new Request(`http://${host}/media/${mediaId}/${variant}`, { method, headers: { host, ...headers } }), {
    params: Promise.resolve({ mediaId, variant }),
  });

const photo = () =>
  sharp({ create: { width: 1000, height: 600, channels: 3, background: '#338855' } })
    .jpeg()
    .toBuffer();

describe('GET /media/{id}/{variant}', () => {
  it('renders a webp variant once, never wider than the original, then serves it from storage', async () => {
    const { site, media } = await uploadedOnNewSite('p.jpg', await photo());
    const before = variantRenderCount();
    const first = await fetchMedia(site.host, media.id, 'w640.webp');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('x-webbox-variant')).toBe('generated');
    expect((await sharp(Buffer.from(await first.arrayBuffer())).metadata()).width).toBe(640);
    const again = await fetchMedia(site.host, media.id, 'w640.webp');
    expect(again.headers.get('x-webbox-variant')).toBe('stored');
    expect((await sharp(Buffer.from(await again.arrayBuffer())).metadata()).width).toBe(640);
    const wide = await fetchMedia(site.host, media.id, 'w2560.avif');
    expect((await sharp(Buffer.from(await wide.arrayBuffer())).metadata()).width).toBe(1000);
    expect(variantRenderCount() - before).toBe(2);
  });

  it('renders a variant once for concurrent requests', async () => {
    const { site, media } = await uploadedOnNewSite('p.jpg', await photo());
    const before = variantRenderCount();
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetchMedia(site.host, media.id, 'w320.jpeg')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(variantRenderCount() - before).toBe(1);
  });

  it('answers 304 to a matching ETag and 404 to unknown variants, ids and extensions', async () => {
    const { site, media } = await uploadedOnNewSite('p.jpg', await photo());
    const first = await fetchMedia(site.host, media.id, 'original.jpg');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await fetchMedia(site.host, media.id, 'original.jpg', { 'if-none-match': etag ?? '' })).status).toBe(304);
    for (const variant of ['w641.webp', 'w640.gif', 'original.png', 'thumb.jpg'])
      expect((await fetchMedia(site.host, media.id, variant)).status, variant).toBe(404);
    expect((await fetchMedia(site.host, 'not-a-uuid', 'original.jpg')).status).toBe(404);
  });

  it('serves byte ranges of originals so videos can seek', async () => {
    const { site, media } = await uploadedOnNewSite('p.jpg', await photo());
    const whole = Buffer.from(await (await fetchMedia(site.host, media.id, 'original.jpg')).arrayBuffer());
    const part = await fetchMedia(site.host, media.id, 'original.jpg', { range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(10, 20));
    const suffix = await fetchMedia(site.host, media.id, 'original.jpg', { range: 'bytes=-5' });
    expect(Buffer.from(await suffix.arrayBuffer())).toEqual(whole.subarray(whole.length - 5));
    const beyond = await fetchMedia(site.host, media.id, 'original.jpg', { range: `bytes=${whole.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${whole.length}`);
    const head = await fetchMedia(site.host, media.id, 'original.jpg', {}, 'HEAD');
    expect(head.headers.get('content-length')).toBe(String(whole.length));
  });

  it("answers 404 for another site's media", async () => {
    const { media } = await uploadedOnNewSite('p.jpg', await photo());
    const other = await createTestSite();
    expect((await fetchMedia(other.host, media.id, 'original.jpg')).status).toBe(404);
    expect((await fetchMedia(other.host, media.id, 'w320.webp')).status).toBe(404);
    expect((await fetchMedia('unknown.test', media.id, 'original.jpg')).status).toBe(404);
  });

  it('serves a JPEG with appended HTML as an inert image, and SVGs sandboxed', async () => {
    const polyglot = Buffer.concat([await photo(), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const { site, media } = await uploadedOnNewSite('poly.jpg', polyglot);
    const response = await fetchMedia(site.host, media.id, 'original.jpg');
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    const svg = await uploadedOnNewSite(
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'),
    );
    const svgResponse = await fetchMedia(svg.site.host, svg.media.id, 'original.svg');
    expect(svgResponse.headers.get('content-type')).toBe('image/svg+xml');
    expect(svgResponse.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect((await fetchMedia(svg.site.host, svg.media.id, 'w320.webp')).status).toBe(404);
  });
});

describe('videos', () => {
  const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.from([0, 0, 0, 0]), Buffer.from('mp42isom'), Buffer.alloc(4096, 7)]);

  it('uploads an own video in three steps and serves it with ranges', async () => {
    const site = await createTestSite();
    const editor = await signedInUser(site.host, 'editor');
    const post = (p: string, body: unknown) => api(site.host, p, { method: 'POST', body, cookie: editor.cookie, editorLanguage: 'en' });
    const start = await post('/media/directUpload', { fileName: 'film.mp4', fileSize: mp4.length, mimeType: 'video/mp4' });
    const { url, id } = (await start.json()).data;
    expect(url).toBe(`/api/v1/media/upload/${id}`);
    expect((await (await post('/media/createEntry', { uploadId: id })).json()).error).toBe('Failed to create media entry');
    const put = (body: Buffer) =>
      getApi().request(`http://${site.host}${url}`, {
        method: 'PUT',
        headers: { host: site.host, origin: `http://${site.host}`, cookie: editor.cookie, 'x-editor-language': 'en' },
        body: new Uint8Array(body),
      });
    const stored = await put(mp4);
    expect(stored.status).toBe(200);
    expect((await stored.json()).data).toMatchObject({ status: 'upload', fileSize: mp4.length });
    const ready = await post('/media/createEntry', { uploadId: id });
    expect((await ready.json()).data).toMatchObject({ id, status: 'ready', mediaType: 'video', video: { source: 'own', uploadId: id, status: 'ready' } });
    expect((await put(mp4)).status).toBe(409);
    const part = await fetchMedia(site.host, id, 'original.mp4', { range: 'bytes=0-11' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    const list = (await (await api(site.host, '/media?mediaType=video', { cookie: editor.cookie })).json()).data;
    expect(list.items.map((m: { id: string }) => m.id)).toEqual([id]);
  });

  it('refuses other extensions and bytes that are not a video', async () => {
    const site = await createTestSite();
    const editor = await signedInUser(site.host, 'editor');
    const post = (p: string, body: unknown) => api(site.host, p, { method: 'POST', body, cookie: editor.cookie, editorLanguage: 'en' });
    expect((await (await post('/media/directUpload', { fileName: 'film.avi', fileSize: 10, mimeType: 'video/avi' })).json()).error).toBe(
      'File type not allowed',
    );
    expect((await post('/media/directUpload', { fileName: 'film.mp4', fileSize: 600 * 1024 * 1024, mimeType: 'video/mp4' })).status).toBe(400);
    const { url } = (await (await post('/media/directUpload', { fileName: 'film.webm', fileSize: mp4.length, mimeType: 'video/webm' })).json()).data;
    const put = await getApi().request(`http://${site.host}${url}`, {
      method: 'PUT',
      headers: { host: site.host, origin: `http://${site.host}`, cookie: editor.cookie, 'x-editor-language': 'en' },
      body: new Uint8Array(mp4),
    });
    expect((await put.json()).error).toBe('File type not allowed');
  });

  it('adds YouTube videos by URL', async () => {
    const site = await createTestSite();
    const editor = await signedInUser(site.host, 'editor');
    const post = (body: unknown) => api(site.host, '/media/youtube', { method: 'POST', body, cookie: editor.cookie, editorLanguage: 'en' });
    const added = await post({ videoId: 'dQw4w9WgXcQ', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    expect((await added.json()).data).toMatchObject({
      mediaType: 'video',
      video: { source: 'youtube', videoId: 'dQw4w9WgXcQ', aspectRatio: '16:9', thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg' },
    });
    expect((await (await post({ youtubeUrl: 'https://www.youtube.com/watch?v=abc' })).json()).error).toBe('could not extract video id');
    expect((await (await post({ youtubeUrl: 'https://vimeo.com/1' })).json()).error).toBe('Please enter a valid YouTube URL');
    // The spec's German wording for an editor working in German.
    const german = await api(site.host, '/media/youtube', {
      method: 'POST',
      body: { youtubeUrl: 'https://vimeo.com/1' },
      cookie: editor.cookie,
      editorLanguage: 'de-CH',
    });
    expect((await german.json()).error).toBe('Bitte geben Sie eine gültige YouTube-URL ein');
  });
});
