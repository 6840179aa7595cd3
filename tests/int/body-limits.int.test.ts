import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MEMBER_BODY_BYTES, PUBLIC_BODY_BYTES } from '../../src/server/api/middleware/body-size';
import { getApi } from '../../src/server/api/app';
import { apiMessage } from '../../src/server/platform/app-error';
import { formMessage } from '../../src/server/services/forms/form-message';
import { MAX_IMAGE_BYTES } from '../../src/shared/constants/media';
import { api, createTestSite, signedInUser } from './support/fixtures';

type Operation = { 'x-webbox-auth'?: string };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Uploads have their own, larger, streamed limits: tested below with just-over-limit streams. A site
 * archive's import (1 GB) is only there for platform admins: anyone else gets 404 before a byte is read.
 */
const UPLOADS = new Set([
  'POST /api/v1/media/upload',
  'PUT /api/v1/media/upload/{id}',
  'POST /api/v1/platform/sites/import',
  'POST /api/v1/platform/sites/import/form',
]);

/** A JSON body of `bytes` bytes, sent in chunks without a Content-Length (so nothing is trusted). */
function streamedJson(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  let sent = 0;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"lang":"fr","x":"'));
      sent = 18;
    },
    pull(controller) {
      if (sent >= bytes) {
        controller.enqueue(new TextEncoder().encode('"}'));
        controller.close();
        return;
      }
      const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
      sent += part.length;
      controller.enqueue(part);
    },
  });
}

function send(host: string, method: string, path: string, init: { cookie?: string; body: BodyInit; contentLength?: number }) {
  const headers = new Headers({ host, origin: `http://${host}`, 'content-type': 'application/json', 'accept-language': 'fr', 'x-editor-language': 'fr' });
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.contentLength !== undefined) headers.set('content-length', String(init.contentLength));
  return getApi().request(`http://${host}/api/v1${path}`, { method, headers, body: init.body, duplex: 'half' } as RequestInit);
}

describe('body-size limits on every mutating route', () => {
  it('answers 413 in the caller’s language to a body over the audience’s limit, declared or streamed', async () => {
    const site = await createTestSite({ locales: ['de', 'fr'] });
    const owner = await signedInUser(site.host, 'owner');
    const doc = (await (await api(site.host, '/openapi.json')).json()) as OpenApiDocument;
    const routes = Object.entries(doc.paths).flatMap(([template, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), template, auth: operation['x-webbox-auth'] })),
    );
    const mutating = routes.filter((route) => MUTATING.has(route.method) && !UPLOADS.has(`${route.method} ${route.template}`));
    expect(mutating.length).toBeGreaterThan(20);
    const french = [apiMessage('fr', 'request.tooLarge'), apiMessage('fr', 'request.changeTooLarge'), formMessage('fr', 'tooLong')];
    const answers: string[] = [];
    for (const route of mutating) {
      const path = route.template.replace(/^\/api\/v1/, '').replace(/\{[^}]+\}/g, () => randomUUID());
      const limit = route.auth === 'public' ? PUBLIC_BODY_BYTES : MEMBER_BODY_BYTES;
      const streamed = await send(site.host, route.method, path, { cookie: owner.cookie, body: streamedJson(limit + 1) });
      const declared = await send(site.host, route.method, path, { cookie: owner.cookie, body: 'x'.repeat(limit + 1), contentLength: limit + 1 });
      const message = ((await streamed.json()) as { error: string }).error;
      answers.push(`${route.method} ${route.template} ${streamed.status} ${declared.status} ${french.includes(message) ? 'fr' : message}`);
    }
    expect(answers).toEqual(mutating.map((route) => `${route.method} ${route.template} 413 413 fr`));
  });

  it('limits better-auth’s own sign-in endpoints to the public limit', async () => {
    const site = await createTestSite();
    const answer = await send(site.host, 'POST', '/auth/sign-in/email', { body: streamedJson(PUBLIC_BODY_BYTES + 1) });
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { error: string }).error).toBe(apiMessage('fr', 'request.tooLarge'));
  });

  it('refuses an image upload streamed just over its own (larger) limit', async () => {
    const site = await createTestSite();
    const editor = await signedInUser(site.host, 'editor');
    const boundary = 'webbox-boundary';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const limit = MAX_IMAGE_BYTES + 512 * 1024;
    const bytes = new Uint8Array(limit + 1);
    bytes.set(head);
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(offset, offset + 1024 * 1024));
        offset += 1024 * 1024;
      },
    });
    const headers = new Headers({
      host: site.host,
      origin: `http://${site.host}`,
      cookie: editor.cookie,
      'x-editor-language': 'fr',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    const answer = await getApi().request(`http://${site.host}/api/v1/media/upload`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { error: string }).error).toBe(apiMessage('fr', 'media.imageTooLarge'));
  });

  it('still takes a body under the limit', async () => {
    const site = await createTestSite();
    const answer = await api(site.host, '/games', { method: 'POST', body: { name: 'x'.repeat(20) } });
    expect(answer.status).not.toBe(413);
  });
});
