import { existsSync, readFileSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { z } from 'zod';

/** What `scripts/build-islands.mjs` writes beside the bundles. */
const ZIslandManifest = z.object({
  runtime: z.string().startsWith('/_islands/'),
  preload: z.array(z.string().startsWith('/_islands/')),
  /** Per island, the chunks it needs (preloaded with the runtime). */
  islands: z.record(z.string(), z.array(z.string().startsWith('/_islands/'))),
});
export type IslandManifest = z.infer<typeof ZIslandManifest>;

type Asset = { body: Buffer; gzip: Buffer; br: Buffer; contentType: string };

export type IslandAssets = {
  manifest: IslandManifest;
  /** Answers `/_islands/…` requests; false for anything else. */
  serve: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** The page's HTML with the runtime and the preloads of the islands it holds, in its head. */
  addRuntime: (html: string) => string;
};

const PREFIX = '/_islands/';
const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };
const ISLAND_NAME = /<webbox-island\b[^>]*?\sdata-island="([A-Za-z]+)"/g;

function readAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  for (const name of readdirSync(dir)) {
    const contentType = CONTENT_TYPES[path.extname(name)];
    if (!contentType) continue;
    const file = path.join(dir, name);
    const body = readFileSync(file);
    // The build writes each variant beside its file (scripts/build-islands.mjs); compressed here only without them.
    assets.set(PREFIX + name, {
      body,
      contentType,
      gzip: existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : zlib.gzipSync(body, { level: 9 }),
      br: existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    });
  }
  return assets;
}

/** The island runtime built into `dir` (dist/islands), or null when it is not built (`npm run dev`). */
export function loadIslandAssets(dir: string): IslandAssets | null {
  const manifestFile = path.join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = ZIslandManifest.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const assets = readAssets(dir);

  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '';
    if (!url.startsWith(PREFIX)) return false;
    const asset = assets.get(url.split('?')[0] ?? '');
    if (!asset || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return true;
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
    const body = encoding ? asset[encoding] : asset.body;
    res.writeHead(200, {
      'content-type': asset.contentType,
      // The names carry a content hash: a new build has new names.
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'content-length': body.length,
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  function addRuntime(html: string): string {
    const scripts = new Set(manifest.preload);
    for (const match of html.matchAll(ISLAND_NAME)) for (const url of manifest.islands[match[1] ?? ''] ?? []) scripts.add(url);
    const tags = [...[...scripts].map((url) => `<link rel="modulepreload" href="${url}"/>`), `<script type="module" src="${manifest.runtime}"></script>`].join('');
    const head = html.indexOf('</head>');
    return head === -1 ? html + tags : html.slice(0, head) + tags + html.slice(head);
  }

  return { manifest, serve, addRuntime };
}
