import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { SITE_ASSET_PREFIX } from '../platform/site-stylesheet';
import type { RenderReport } from '../platform/render-report';

/**
 * Our renderer of public pages (every `/{locale}/…` path that is not one of Next's application
 * routes, see public-paths.ts): pages, search, the localized 404 and other status views, the
 * password form, redirects — rendered by React alone and hydrated by the island runtime. Built by
 * `scripts/build-server.mjs` from src/app/_live-render into dist/server/live-render.mjs (the app
 * layer composes site and game; the server only loads the built file, as Next loads its build).
 * It answers null only for a page with islands when the island runtime is not built; Next renders
 * those. `npm run dev` rebuilds it into dist/dev/server on every change.
 */
export type LiveRenderRequest = {
  /** The request's headers (Host, cookies). */
  headers: Headers;
  /** The path without its query, `/{locale}/…`. */
  path: string;
  /** The first `q` parameter (the search page's query; other pages ignore it), or null. */
  query: string | null;
  /** The first `form` parameter (a form posted without JavaScript came back), or null. */
  form: string | null;
  /** The whole query (the sign-in page reads `next`, `error`, `notice`). */
  search: URLSearchParams;
  /** The visitor's address, for the search limit. */
  clientAddress: string | null;
  /** The island runtime is built, so pages with `own` islands may be rendered too. */
  ownIslands: boolean;
};

export type LiveRender = { kind: 'page'; html: string; report: RenderReport } | { kind: 'redirect'; status: 307 | 308; location: string };
export type RenderLivePage = (request: LiveRenderRequest) => Promise<LiveRender | null>;

/** What the renderer links: our own public sheet (scripts/build-css.mjs), never a file of Next's build. */
const ZLiveRenderManifest = z.object({ stylesheets: z.array(z.string().startsWith(SITE_ASSET_PREFIX)).min(1) });
export type LiveRenderManifest = z.infer<typeof ZLiveRenderManifest>;

const ZLiveRenderModule = z.object({
  createLiveRenderer: z.custom<(manifest: LiveRenderManifest) => RenderLivePage>(
    (value) => typeof value === 'function',
    'live-render.mjs exports no createLiveRenderer',
  ),
});
export type CreateLiveRenderer = (manifest: LiveRenderManifest) => RenderLivePage;

/** The style sheets a renderer links, validated: a sheet outside `/_site/` throws. */
export function liveRenderManifest(stylesheets: readonly string[]): LiveRenderManifest {
  return ZLiveRenderManifest.parse({ stylesheets });
}

/**
 * The bundle's factory. `version` loads the file again after a rebuild (`npm run dev`): Node keeps
 * a module by its URL, so each build gets its own.
 */
export async function importLiveRenderer(bundle: string, version?: number): Promise<CreateLiveRenderer> {
  const url = pathToFileURL(bundle);
  if (version !== undefined) url.searchParams.set('build', String(version));
  return ZLiveRenderModule.parse(await import(url.href)).createLiveRenderer;
}

/** The built renderer in `dir` (dist/server) linking `stylesheets`; throws when it is not built. */
export async function loadLiveRenderer(dir: string, stylesheets: readonly string[]): Promise<RenderLivePage> {
  const bundle = path.join(dir, 'live-render.mjs');
  if (!existsSync(bundle)) throw new Error(`the live renderer is not built (${bundle} is missing): run \`npm run build\``);
  const manifest = liveRenderManifest(stylesheets);
  return (await importLiveRenderer(bundle))(manifest);
}
