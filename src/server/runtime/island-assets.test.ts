import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadIslandAssets } from './island-assets';
import { fakeIslandBuild, listenForTest } from './testing';

describe('island assets', () => {
  it('is absent when the runtime is not built', () => {
    expect(loadIslandAssets(mkdtempSync(path.join(os.tmpdir(), 'webbox-no-islands-')))).toBeNull();
  });

  it("puts the runtime into its head with the chunks of the page's own islands, preloading none of them yet", () => {
    const assets = loadIslandAssets(fakeIslandBuild());
    const html = '<html><head><title>x</title></head><body><webbox-island data-island="carousel" data-props="{}"><ul></ul></webbox-island></body></html>';
    const result = assets?.addRuntime(html) ?? '';
    const chunks = JSON.stringify({ '': ['/_islands/chunk-REACT.js'], carousel: ['/_islands/chunk-CAROUSEL.js'] }).replaceAll('"', '&quot;');
    expect(result).toBe(
      `<html><head><title>x</title><script type="module" src="/_islands/runtime-AAAA.js" fetchpriority="low" data-hydrator="/_islands/hydrate-BBBB.js" data-island-chunks="${chunks}"></script></head><body><webbox-island data-island="carousel" data-props="{}"><ul></ul></webbox-island></body></html>`,
    );
    expect(result).not.toContain('modulepreload');
    expect(result).not.toContain('chunk-FORM');
  });

  it('preloads nothing either for an island that wakes with the page: the runtime fetches its chunks after the first paint', () => {
    const assets = loadIslandAssets(fakeIslandBuild());
    const html = '<html><head></head><body><webbox-island data-island="carousel" data-wake="load" data-props="{}"></webbox-island></body></html>';
    const result = assets?.addRuntime(html) ?? '';
    expect(result).not.toContain('modulepreload');
    expect(result).toContain(
      `data-island-chunks="${JSON.stringify({ '': ['/_islands/chunk-REACT.js'], carousel: ['/_islands/chunk-CAROUSEL.js'] }).replaceAll('"', '&quot;')}"`,
    );
  });

  it('serves its files compressed and cached for good, and nothing else under /_islands/', async () => {
    const assets = loadIslandAssets(fakeIslandBuild());
    const port = await listenForTest(async (req, res) => {
      if (!assets?.serve(req, res)) {
        res.writeHead(418);
        res.end();
      }
    });
    const get = (url: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}${url}`, { headers });
    const runtime = await get('/_islands/runtime-AAAA.js', { 'accept-encoding': 'br' });
    expect(runtime.status).toBe(200);
    expect(runtime.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(runtime.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(runtime.headers.get('content-encoding')).toBe('br');
    // fetch decodes what it was sent.
    expect(await runtime.text()).toContain('console.log("runtime")');
    expect((await get('/_islands/styles-1234.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await get('/_islands/manifest.json')).status).toBe(404);
    expect((await get('/_islands/nope.js')).status).toBe(404);
    expect((await get('/de/angebot')).status).toBe(418);
  });

  it("serves the build's own compressed variants when it wrote them, and does not serve them as files", async () => {
    const dir = fakeIslandBuild();
    // A variant that decodes to other bytes than the file proves which one was sent.
    writeFileSync(path.join(dir, 'chunk-REACT.js.br'), zlib.brotliCompressSync(Buffer.from('export const fromTheBuild = 1;\n')));
    writeFileSync(path.join(dir, 'chunk-REACT.js.gz'), zlib.gzipSync(Buffer.from('export const fromTheBuildGz = 1;\n')));
    const assets = loadIslandAssets(dir);
    const port = await listenForTest(async (req, res) => {
      assets?.serve(req, res);
    });
    const get = (url: string, encoding: string) => fetch(`http://127.0.0.1:${port}${url}`, { headers: { 'accept-encoding': encoding } });
    expect(await (await get('/_islands/chunk-REACT.js', 'br')).text()).toBe('export const fromTheBuild = 1;\n');
    expect(await (await get('/_islands/chunk-REACT.js', 'gzip')).text()).toBe('export const fromTheBuildGz = 1;\n');
    expect(await (await get('/_islands/chunk-REACT.js', 'identity')).text()).toBe('export const react = 1;\n');
    expect((await get('/_islands/chunk-REACT.js.br', 'identity')).status).toBe(404);
  });
});
