import type { IslandAssets } from './island-assets';
import type { RenderLivePage } from './live-renderer';
import type { SiteAssets } from './site-assets';

/** What renders and styles the public pages in front of Next: the same in production and in `npm run dev`. */
export type PublicRenderer = {
  /** The public style sheet, served under /_site/ and linked by every page. */
  siteAssets: SiteAssets;
  /** The island runtime, served under /_islands/ and put into pages whose islands hydrate on their own. */
  islandAssets: IslandAssets | null;
  /** The live renderer; null when switched off (`LIVE_RENDERER=false`: Next renders every page). */
  renderLive: RenderLivePage | null;
  close: () => Promise<void>;
};
