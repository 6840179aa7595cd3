import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type ServeAssets, serveHashedAssets } from './hashed-assets';

/** What `scripts/build-islands.mjs` writes beside the bundles. */
const ZIslandManifest = z.object({
  runtime: z.string().startsWith('/_islands/'),
  /** hydrate.ts's output: the runtime imports it by this address, written on its script. */
  hydrator: z.string().startsWith('/_islands/'),
  preload: z.array(z.string().startsWith('/_islands/')),
  /** Per island, the chunks it needs besides the hydrator's (preloaded when it wakes). */
  islands: z.record(z.string(), z.array(z.string().startsWith('/_islands/'))),
});
export type IslandManifest = z.infer<typeof ZIslandManifest>;

export type IslandAssets = {
  manifest: IslandManifest;
  /** Answers `/_islands/…` requests; false for anything else. */
  serve: ServeAssets;
  /** The page's HTML with the runtime, and the chunks of the islands it holds, in its head. */
  addRuntime: (html: string) => string;
};

const PREFIX = '/_islands/';
const ISLAND_TAG = /<webbox-island\b[^>]*?\sdata-island="([A-Za-z]+)"/g;

/** The island runtime built into `dir` (dist/islands, or dist/dev/islands under `npm run dev`), or null when it is not built. */
export function loadIslandAssets(dir: string): IslandAssets | null {
  const manifestFile = path.join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = ZIslandManifest.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const serve = serveHashedAssets(dir, PREFIX);

  function addRuntime(html: string): string {
    // The runtime wakes each island when it nears the viewport and only then preloads React ('') and
    // that island's chunks: nothing of them is fetched with the first view (see runtime.ts). Not even
    // for an island that wakes with the page (`data-wake="load"`): the runtime fetches its chunks right
    // after the first paint, so the page's own text and sheet are painted before any of them arrives.
    const chunks: Record<string, string[]> = { '': manifest.preload };
    for (const [, name = ''] of html.matchAll(ISLAND_TAG)) chunks[name] = manifest.islands[name] ?? [];
    const attribute = JSON.stringify(chunks).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
    const tag = `<script type="module" src="${manifest.runtime}" fetchpriority="low" data-hydrator="${manifest.hydrator}" data-island-chunks="${attribute}"></script>`;
    const head = html.indexOf('</head>');
    return head === -1 ? html + tag : html.slice(0, head) + tag + html.slice(head);
  }

  return { manifest, serve, addRuntime };
}
