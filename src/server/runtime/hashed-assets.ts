import { existsSync, readFileSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

type Asset = { body: Buffer; gzip: Buffer; br: Buffer; contentType: string };

/** Answers a request under its prefix (true), or leaves it to the next handler (false). */
export type ServeAssets = (req: IncomingMessage, res: ServerResponse) => boolean;

const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

function readAssets(dir: string, prefix: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  for (const name of readdirSync(dir)) {
    const contentType = CONTENT_TYPES[path.extname(name)];
    if (!contentType) continue;
    const file = path.join(dir, name);
    const body = readFileSync(file);
    // The build writes each variant beside its file (scripts/build-islands.mjs, build-css.mjs); compressed here only without them.
    assets.set(prefix + name, {
      body,
      contentType,
      gzip: existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : zlib.gzipSync(body, { level: 9 }),
      br: existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    });
  }
  return assets;
}

/**
 * The scripts and style sheets a build wrote into `dir`, served from memory under `prefix`
 * (`/_islands/`, `/_site/`) with their compressed variants. Their names carry a content hash, so
 * they are cached for good; anything else under the prefix is a 404.
 */
export function serveHashedAssets(dir: string, prefix: string): ServeAssets {
  const assets = readAssets(dir, prefix);
  return (req, res) => {
    const url = req.url ?? '';
    if (!url.startsWith(prefix)) return false;
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
  };
}
