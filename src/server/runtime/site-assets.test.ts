import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { liveRenderManifest, loadLiveRenderer } from './live-renderer';
import { loadSiteAssets } from './site-assets';
import { listenForTest } from './testing';

function fakeSiteCssBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'webbox-public-'));
  writeFileSync(path.join(dir, 'site-AB12CD34.css'), '.antialiased{-webkit-font-smoothing:antialiased}\n'.repeat(20));
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ stylesheet: '/_site/site-AB12CD34.css' }));
  return dir;
}

describe('the public sheet in front of Next', () => {
  it('serves the built sheet compressed and cached for good, and nothing else under /_site/', async () => {
    const assets = loadSiteAssets(fakeSiteCssBuild());
    expect(assets.manifest.stylesheet).toBe('/_site/site-AB12CD34.css');
    const port = await listenForTest((req, res) => {
      if (!assets.serve(req, res)) {
        res.writeHead(418);
        res.end();
      }
    });
    const get = (url: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}${url}`, { headers });
    const sheet = await get('/_site/site-AB12CD34.css', { 'accept-encoding': 'gzip' });
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(sheet.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(sheet.headers.get('content-encoding')).toBe('gzip');
    expect(await sheet.text()).toContain('.antialiased{');
    expect((await get('/_site/manifest.json')).status).toBe(404);
    expect((await get('/_site/site-OLD.css')).status).toBe(404);
    expect((await get('/de')).status).toBe(418);
  });

  it('is required: without a build the server does not start', () => {
    expect(() => loadSiteAssets(mkdtempSync(path.join(os.tmpdir(), 'webbox-no-public-')))).toThrow(/not built/);
  });
});

describe("the live renderer's style sheets", () => {
  it('are our public sheet, never a file of Next', () => {
    expect(liveRenderManifest(['/_site/site-AB12CD34.css'])).toEqual({ stylesheets: ['/_site/site-AB12CD34.css'] });
    expect(() => liveRenderManifest(['/_next/static/chunks/13fu5clbpzun_.css'])).toThrow();
    expect(() => liveRenderManifest([])).toThrow();
  });

  it('are linked by a renderer that must be built', async () => {
    await expect(loadLiveRenderer(mkdtempSync(path.join(os.tmpdir(), 'webbox-no-server-')), ['/_site/site-A.css'])).rejects.toThrow(
      /live renderer is not built/,
    );
  });
});
