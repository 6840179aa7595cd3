import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import type { RenderReport } from '../platform/render-report';

/**
 * The live renderer: published pages whose islands need nothing from Next (`islands: 'none'`, or
 * `'own'` with the island runtime built) rendered by React alone, without Next's RSC pass. Built
 * by `scripts/build-server.mjs` from src/app/_live-render into dist/server/live-render.mjs (the app
 * layer composes site and game; the server only loads the built file, as Next loads its build).
 * Everything it does not take (a form's return, a locked or missing page, a redirect, a page that
 * needs Next's runtime) it answers null for, and Next renders it as before.
 */
export type LiveRenderRequest = {
  /** The request's headers (Host, cookies). */
  headers: Headers;
  /** The path without its query, `/{locale}/…`. */
  path: string;
  /** The first `q` parameter (the search page's query; other pages ignore it), or null. */
  query: string | null;
  /** The visitor's address, for the search limit. */
  clientAddress: string | null;
  /** The island runtime is built, so pages with `own` islands may be rendered too. */
  ownIslands: boolean;
};

export type LiveRender = { html: string; report: RenderReport };
export type RenderLivePage = (request: LiveRenderRequest) => Promise<LiveRender | null>;

/** What the build writes beside the bundle: the style sheets Next's build linked for the page route. */
const ZLiveRenderManifest = z.object({ stylesheets: z.array(z.string().startsWith('/_next/static/')).min(1) });
export type LiveRenderManifest = z.infer<typeof ZLiveRenderManifest>;

const ZLiveRenderModule = z.object({
  createLiveRenderer: z.custom<(manifest: LiveRenderManifest) => RenderLivePage>((value) => typeof value === 'function', 'live-render.mjs exports no createLiveRenderer'),
});

/** The built renderer in `dir` (dist/server), or null without one (`npm run dev` runs TypeScript, and Next renders every page). */
export async function loadLiveRenderer(dir: string): Promise<RenderLivePage | null> {
  const bundle = path.join(dir, 'live-render.mjs');
  const manifestFile = path.join(dir, 'live-render.json');
  if (!existsSync(bundle) || !existsSync(manifestFile)) return null;
  const manifest = ZLiveRenderManifest.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const loaded = ZLiveRenderModule.parse(await import(pathToFileURL(bundle).href));
  return loaded.createLiveRenderer(manifest);
}
