import path from 'node:path';
import type { Logger } from 'pino';
import { productionBuild } from '../platform/build-dir';
import { siteCssDir } from '../platform/site-stylesheet';
import { loadIslandAssets } from './island-assets';
import { loadLiveRenderer } from './live-renderer';
import type { PublicRenderer } from './public-renderer-type';
import { loadSiteAssets } from './site-assets';

export type { PublicRenderer } from './public-renderer-type';

/**
 * Not in the production bundle (scripts/build-server.mjs bundles only literal imports): the watch
 * mode loads esbuild, PostCSS and Tailwind, which a production server never needs.
 */
const DEV_BUILDS = './dev-builds.ts';

/**
 * Production: the build this process serves (`dist/builds/<id>`, see build-dir.ts); a missing sheet or renderer throws (the server
 * does not start) rather than serving unstyled or slow pages. Development: the same builds made and watched by `startDevBuilds`.
 */
export async function loadPublicRenderer(options: { root: string; dev: boolean; liveRenderer: boolean; logger: Logger }): Promise<PublicRenderer> {
  const { root, dev, liveRenderer } = options;
  if (dev) {
    const { startDevBuilds } = (await import(DEV_BUILDS)) as { startDevBuilds: (options: { root: string; logger: Logger }) => Promise<PublicRenderer> };
    const builds = await startDevBuilds({ root, logger: options.logger });
    return liveRenderer ? builds : { ...builds, renderLive: null };
  }
  // The build this process pinned at its start (build-dir.ts), never whatever `dist/current` names later.
  const build = productionBuild(root).dir;
  const siteAssets = loadSiteAssets(siteCssDir(root, false));
  const renderLive = liveRenderer ? await loadLiveRenderer(path.join(build, 'server'), [siteAssets.manifest.stylesheet]) : null;
  return { siteAssets, islandAssets: loadIslandAssets(path.join(build, 'islands')), renderLive, close: async () => {} };
}
