'use client';

import dynamic from 'next/dynamic';

/** The sponsor form's island in a chunk of its own (see ContactFormIsland.lazy.tsx). */
export const SponsorFormIsland = dynamic(() => import('./SponsorFormIsland.client').then((m) => m.SponsorFormIsland));
