import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type ServeAssets, serveHashedAssets } from './hashed-assets';

/** What `scripts/build-islands.mjs` writes beside the bundles. */
const ZIslandManifest = z.object({
  runtime: z.string().startsWith('/_islands/'),
  preload: z.array(z.string().startsWith('/_islands/')),
  /** Per island, the chunks it needs (preloaded with the runtime). */
  islands: z.record(z.string(), z.array(z.string().startsWith('/_islands/'))),
});
export type IslandManifest = z.infer<typeof ZIslandManifest>;

export type IslandAssets = {
  manifest: IslandManifest;
  /** Answers `/_islands/…` requests; false for anything else. */
  serve: ServeAssets;
  /** The page's HTML with the runtime and the preloads of the islands it holds, in its head. */
  addRuntime: (html: string) => string;
};

const PREFIX = '/_islands/';
const ISLAND_NAME = /<webbox-island\b[^>]*?\sdata-island="([A-Za-z]+)"/g;

/** The island runtime built into `dir` (dist/islands, or dist/dev/islands under `npm run dev`), or null when it is not built. */
export function loadIslandAssets(dir: string): IslandAssets | null {
  const manifestFile = path.join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = ZIslandManifest.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const serve = serveHashedAssets(dir, PREFIX);

  function addRuntime(html: string): string {
    const scripts = new Set(manifest.preload);
    for (const match of html.matchAll(ISLAND_NAME)) for (const url of manifest.islands[match[1] ?? ''] ?? []) scripts.add(url);
    // Low priority: islands hydrate after the first paint, so the runtime and their chunks must not
    // share the connection with the stylesheet and the hero image (both are High by default).
    const preloads = [...scripts].map((url) => `<link rel="modulepreload" href="${url}" fetchpriority="low"/>`);
    const tags = [...preloads, `<script type="module" src="${manifest.runtime}" fetchpriority="low"></script>`].join('');
    const head = html.indexOf('</head>');
    return head === -1 ? html + tags : html.slice(0, head) + tags + html.slice(head);
  }

  return { manifest, serve, addRuntime };
}
