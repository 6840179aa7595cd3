'use client';

import dynamic from 'next/dynamic';

/**
 * The game's island and screens, each in a chunk of its own: a dynamic import inside a client
 * module is split from the route's entry chunk, so a page loads the screens it shows (the QR code
 * only with the share screen) and pages without the game load none of it. Server-rendered as
 * before; each hydrates once its chunk has arrived (in Next's runtime: the play page, and every
 * screen on the edit route's preview and in `npm run dev`).
 */
export const GameIsland = dynamic(() => import('./GameIsland').then((m) => m.GameIsland));
export const StartIsland = dynamic(() => import('./islands/StartIsland').then((m) => m.StartIsland));
export const PlayersIsland = dynamic(() => import('./islands/PlayersIsland').then((m) => m.PlayersIsland));
export const ShareIsland = dynamic(() => import('./islands/ShareIsland').then((m) => m.ShareIsland));
export const CouponIsland = dynamic(() => import('./islands/CouponIsland').then((m) => m.CouponIsland));
export const PlayScreen = dynamic(() => import('./screens/PlayScreen').then((m) => m.PlayScreen));
export const ScoreTracker = dynamic(() => import('./screens/ScoreTracker').then((m) => m.ScoreTracker));
