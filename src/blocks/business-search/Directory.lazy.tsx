'use client';

import dynamic from 'next/dynamic';

/** The directory's search island in a chunk of its own (see ContactFormIsland.lazy.tsx). */
export const DirectoryClient = dynamic(() => import('./Directory.client').then((m) => m.DirectoryClient));
