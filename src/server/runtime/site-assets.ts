import { SITE_ASSET_PREFIX, type SiteCssManifest, readSiteCssManifest } from '../platform/site-stylesheet';
import { type ServeAssets, serveHashedAssets } from './hashed-assets';

export type SiteAssets = {
  /** The public sheet's URL, which every page links. */
  manifest: SiteCssManifest;
  /** Answers `/_site/…` requests; false for anything else. */
  serve: ServeAssets;
};

/** The public style sheet built into `dir` (`scripts/build-css.mjs`); throws when it is not built. */
export function loadSiteAssets(dir: string): SiteAssets {
  const manifest = readSiteCssManifest(dir);
  return { manifest, serve: serveHashedAssets(dir, SITE_ASSET_PREFIX) };
}
