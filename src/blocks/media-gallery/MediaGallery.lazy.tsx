'use client';

import dynamic from 'next/dynamic';

/** The gallery's island in a chunk of its own (see ContactFormIsland.lazy.tsx); its lightbox loads later still. */
export const MediaGalleryIsland = dynamic(() => import('./MediaGalleryIsland.client').then((m) => m.MediaGalleryIsland));
