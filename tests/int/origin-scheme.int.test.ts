import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { compileTrust } from '../../src/server/platform/client-address';
import { createTestSite, signedInUser } from './support/fixtures';
import { serveApp } from './support/next-bridge';
import { rawRequest } from './support/raw-http';

/** A publish with the session but the given headers: 403 when the origin check refuses, 404 (no such page) once past it. */
async function publishWith(port: number, host: string, cookie: string, headers: Record<string, string>) {
  const body = Buffer.from(JSON.stringify({ id: randomUUID() }));
  const answer = await rawRequest({
    port,
    host,
    method: 'POST',
    path: '/api/v1/page/publish',
    headers: { cookie, 'content-type': 'application/json', 'x-editor-language': 'en', ...headers },
    body,
  });
  return answer.status;
}

describe('the origin check compares scheme, host and port', () => {
  it('refuses an https Origin on a plain-http site, another port, or another host', async () => {
    const { port } = await serveApp();
    const site = await createTestSite();
    const { cookie } = await signedInUser(site.host, 'editor');
    const statuses = {
      same: await publishWith(port, site.host, cookie, { origin: `http://${site.host}` }),
      sameDefaultPort: await publishWith(port, site.host, cookie, { origin: `http://${site.host.toUpperCase()}:80` }),
      https: await publishWith(port, site.host, cookie, { origin: `https://${site.host}` }),
      otherPort: await publishWith(port, site.host, cookie, { origin: `http://${site.host}:8080` }),
      otherHost: await publishWith(port, site.host, cookie, { origin: `http://evil-${site.host}` }),
    };
    expect(statuses).toEqual({ same: 404, sameDefaultPort: 404, https: 403, otherPort: 403, otherHost: 403 });
  });

  it('takes the scheme from X-Forwarded-Proto only when the proxy is trusted', async () => {
    const trusted = await serveApp({ trustProxy: compileTrust({ kind: 'hops', hops: 1 }) });
    const untrusted = await serveApp();
    const site = await createTestSite();
    const { cookie } = await signedInUser(site.host, 'editor');
    const forwarded = { 'x-forwarded-proto': 'https' };
    const statuses = {
      trustedHttps: await publishWith(trusted.port, site.host, cookie, { ...forwarded, origin: `https://${site.host}` }),
      trustedHttp: await publishWith(trusted.port, site.host, cookie, { ...forwarded, origin: `http://${site.host}` }),
      untrustedHttps: await publishWith(untrusted.port, site.host, cookie, { ...forwarded, origin: `https://${site.host}` }),
    };
    expect(statuses).toEqual({ trustedHttps: 404, trustedHttp: 403, untrustedHttps: 403 });
  });
});
