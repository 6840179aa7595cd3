import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MEDIA_CONTENT_SECURITY_POLICY } from '../../src/shared/constants/media';
import { eq } from 'drizzle-orm';
import { getApi } from '../../src/server/api/app';
import { getDb } from '../../src/server/db/client';
import { media as mediaTable } from '../../src/server/db/schema';
import { apiMessage } from '../../src/server/platform/app-error';
import { BENIGN_SVG_BODIES, HOSTILE_SVG_BODIES, svgDocument } from '../support/svg-vectors';
import { createTestSite, signedInUser } from './support/fixtures';
import { uploadedOnNewSite, withTemporaryStorage } from './support/media';
import { serveApp } from './support/next-bridge';
import { rawRequest, sendPartial } from './support/raw-http';

withTemporaryStorage('webbox-media-http-');

const photo = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#225588' } })
    .jpeg()
    .toBuffer();

describe('media answers through the front handler and Next', () => {
  it('carry the media sandbox policy on every answer: 200, HEAD, 304, 206, 416 and 404', async () => {
    const { port } = await serveApp();
    const { site, media } = await uploadedOnNewSite('p.jpg', await photo());
    const svg = await uploadedOnNewSite(
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'),
    );
    const get = (host: string, path: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest({ port, host, path, headers, method });
    const original = await get(site.host, `/media/${media.id}/original.jpg`);
    const etag = String(original.headers.etag);
    const answers = [
      original,
      await get(site.host, `/media/${media.id}/original.jpg`, {}, 'HEAD'),
      await get(site.host, `/media/${media.id}/original.jpg`, { 'if-none-match': etag }),
      await get(site.host, `/media/${media.id}/original.jpg`, { range: 'bytes=0-9' }),
      await get(site.host, `/media/${media.id}/original.jpg`, { range: `bytes=${original.body.length}-` }),
      await get(site.host, `/media/${media.id}/w320.webp`),
      await get(site.host, `/media/${media.id}/nothing.gif`),
      await get(svg.site.host, `/media/${svg.media.id}/original.svg`),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 304, 206, 416, 200, 404, 200]);
    for (const answer of answers) expect(answer.headers['content-security-policy']).toBe(MEDIA_CONTENT_SECURITY_POLICY);
    expect(answers.at(-1)?.headers['content-type']).toBe('image/svg+xml');
    // Pages and the API keep their own (nonce) policy.
    const apiAnswer = await get(site.host, '/api/v1/openapi.json');
    expect(apiAnswer.headers['content-security-policy']).toContain("'nonce-");
  });
});

describe('an early 413', () => {
  it('ends the answer and closes the keep-alive connection instead of reading the rest of the body', async () => {
    const { port } = await serveApp();
    const site = await createTestSite();
    const editor = await signedInUser(site.host, 'editor');
    const declared = MAX_IMAGE_BYTES + 5 * 1024 * 1024;
    const head = [
      'POST /api/v1/media/upload HTTP/1.1',
      `Host: ${site.host}`,
      `Origin: http://${site.host}`,
      `Cookie: ${editor.cookie}`,
      'X-Editor-Language: fr',
      'Connection: keep-alive',
      'Content-Type: multipart/form-data; boundary=x',
      `Content-Length: ${declared}`,
      '',
      '',
    ].join('\r\n');
    const { text, closed } = await sendPartial({ port, head, partial: Buffer.alloc(64 * 1024, 0x61), timeoutMs: 5_000 });
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text.toLowerCase()).toContain('connection: close');
    expect(closed).toBe(true);
  });

  it('keeps the connection of an ordinary answer open', async () => {
    const { port } = await serveApp();
    const { site, media } = await uploadedOnNewSite('p.jpg', await photo());
    const answer = await rawRequest({ port, host: site.host, path: `/media/${media.id}/original.jpg`, headers: { connection: 'keep-alive' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('keep-alive');
  });
});

describe('SVG uploads', () => {
  it("refuse the attack audit's vectors in the editor language, storing nothing, and take ordinary artwork", async () => {
    const site = await createTestSite();
    const editor = await signedInUser(site.host, 'editor');
    const upload = (body: string) => {
      const form = new FormData();
      form.set('file', new File([svgDocument(body)], 'logo.svg'));
      return getApi().request(`http://${site.host}/api/v1/media/upload`, {
        method: 'POST',
        headers: { host: site.host, origin: `http://${site.host}`, cookie: editor.cookie, 'x-editor-language': 'fr' },
        body: form,
      });
    };
    for (const body of HOSTILE_SVG_BODIES) {
      const answer = await upload(body);
      expect(answer.status, body).toBe(400);
      expect(((await answer.json()) as { error: string }).error, body).toBe(apiMessage('fr', 'media.svgScript'));
    }
    expect(await getDb().select().from(mediaTable).where(eq(mediaTable.siteId, site.id))).toHaveLength(0);
    for (const body of BENIGN_SVG_BODIES) expect((await upload(body)).status, body).toBe(200);
  });
});
