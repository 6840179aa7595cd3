'use client';

import dynamic from 'next/dynamic';

/**
 * The game's island and screens, each in a chunk of its own: a dynamic import inside a client
 * module is split from the route's entry chunk, so a page loads the screens it shows (the QR code
 * only with the share screen) and pages without the game load none of it. Server-rendered as
 * before; each hydrates once its chunk has arrived.
 */
export const GameIsland = dynamic(() => import('./GameIsland').then((m) => m.GameIsland));
export const StartScreen = dynamic(() => import('./screens/StartScreen').then((m) => m.StartScreen));
export const PlayersScreen = dynamic(() => import('./screens/PlayersScreen').then((m) => m.PlayersScreen));
export const ShareScreen = dynamic(() => import('./screens/ShareScreen').then((m) => m.ShareScreen));
export const CouponScreen = dynamic(() => import('./screens/CouponScreen').then((m) => m.CouponScreen));
export const PlayScreen = dynamic(() => import('./screens/PlayScreen').then((m) => m.PlayScreen));
export const ScoreTracker = dynamic(() => import('./screens/ScoreTracker').then((m) => m.ScoreTracker));
