'use client';

import dynamic from 'next/dynamic';

/**
 * The game's screens, each in a chunk of its own: a dynamic import inside a client module is split
 * from the route's entry chunk, so Next's runtime (the edit route's preview, `npm run dev`) loads the
 * screens a page shows (the QR code only with the share screen, MapLibre only on the play page). Live
 * pages hydrate them on roots of their own (src/app/_islands/registry.ts loads the same modules).
 */
export const StartIsland = dynamic(() => import('./islands/StartIsland').then((m) => m.StartIsland));
export const PlayersIsland = dynamic(() => import('./islands/PlayersIsland').then((m) => m.PlayersIsland));
export const ShareIsland = dynamic(() => import('./islands/ShareIsland').then((m) => m.ShareIsland));
export const CouponIsland = dynamic(() => import('./islands/CouponIsland').then((m) => m.CouponIsland));
export const PlayIsland = dynamic(() => import('./islands/PlayIsland').then((m) => m.PlayIsland));
