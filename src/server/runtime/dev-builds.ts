import path from 'node:path';
import type { Logger } from 'pino';
import { watchSiteCss } from '../../../scripts/build-css.mjs';
import { watchIslands } from '../../../scripts/build-islands.mjs';
import { watchLiveRenderer } from '../../../scripts/build-server.mjs';
import { siteCssDir } from '../platform/site-stylesheet';
import { type IslandAssets, loadIslandAssets } from './island-assets';
import { type CreateLiveRenderer, type RenderLivePage, importLiveRenderer, liveRenderManifest } from './live-renderer';
import type { PublicRenderer } from './public-renderer-type';
import { type SiteAssets, loadSiteAssets } from './site-assets';

type Watcher = { dispose: () => Promise<void> };

/**
 * `npm run dev`: the public renderer production runs — the live-render bundle, the island runtime and
 * the public sheet, built by the same build scripts — watched into dist/dev and reloaded after
 * every rebuild, so a developer sees what production serves. Resolves once all three are built;
 * a first build that fails throws (the server does not start), a later one is logged and the last
 * good build stays. The server keeps no page cache in dev, so the next request renders with the new build.
 */
export async function startDevBuilds(options: { root: string; logger: Logger }): Promise<PublicRenderer> {
  const { root, logger } = options;
  const devDir = path.join(root, 'dist', 'dev');
  let site: SiteAssets | null = null;
  let islands: IslandAssets | null = null;
  let create: CreateLiveRenderer | null = null;
  let render: RenderLivePage | null = null;
  let bundleVersion = 0;

  const relink = () => {
    if (create && site) render = create(liveRenderManifest([site.manifest.stylesheet]));
  };

  /** The first result of a watcher settles its promise; every later one is reloaded or logged. */
  function watched<T>(name: string, apply: (built: T) => Promise<void> | void): { first: Promise<void>; onBuild: (built: T | Error) => void } {
    let settle: { resolve: () => void; reject: (error: Error) => void } | null = null;
    const first = new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
    });
    const onBuild = (built: T | Error) => {
      const initial = settle;
      settle = null;
      const applied = built instanceof Error ? Promise.reject(built) : Promise.resolve().then(() => apply(built));
      applied.then(
        () => {
          if (initial) initial.resolve();
          else logger.info(`${name} rebuilt`);
        },
        (error: unknown) => {
          const failure = error instanceof Error ? error : new Error(String(error));
          if (initial) initial.reject(failure);
          else logger.error({ err: failure }, `${name} not rebuilt; the last good build stays`);
        },
      );
    };
    return { first, onBuild };
  }

  const css = watched<{ stylesheet: string }>('public style sheet', () => {
    site = loadSiteAssets(siteCssDir(root, true));
    relink();
  });
  const islandRuntime = watched<object>('island runtime', () => {
    islands = loadIslandAssets(path.join(devDir, 'islands'));
  });
  const renderer = watched<string>('live renderer', async (bundle) => {
    bundleVersion += 1;
    create = await importLiveRenderer(bundle, bundleVersion);
    relink();
  });

  const watchers: Watcher[] = [];
  try {
    watchers.push(await watchSiteCss({ outDir: siteCssDir(root, true), onBuild: css.onBuild }));
    watchers.push(await watchIslands({ outDir: path.join(devDir, 'islands'), onBuild: islandRuntime.onBuild }));
    watchers.push(await watchLiveRenderer({ outDir: path.join(devDir, 'server'), onBuild: renderer.onBuild }));
    await Promise.all([css.first, islandRuntime.first, renderer.first]);
  } catch (error) {
    await Promise.all(watchers.map((watcher) => watcher.dispose()));
    throw error;
  }

  const current = <T>(value: T | null, name: string): T => {
    if (value === null) throw new Error(`the ${name} is not built`);
    return value;
  };
  return {
    siteAssets: {
      get manifest() {
        return current(site, 'public style sheet').manifest;
      },
      serve: (req, res) => current(site, 'public style sheet').serve(req, res),
    },
    islandAssets: {
      get manifest() {
        return current(islands, 'island runtime').manifest;
      },
      serve: (req, res) => current(islands, 'island runtime').serve(req, res),
      addRuntime: (html) => current(islands, 'island runtime').addRuntime(html),
    },
    renderLive: (request) => current(render, 'live renderer')(request),
    close: async () => {
      await Promise.all(watchers.map((watcher) => watcher.dispose()));
    },
  };
}
