'use client';

import dynamic from 'next/dynamic';

/**
 * The contact form's island in a chunk of its own (react-hook-form, the form schema, its
 * controls): a dynamic import inside a client module is split, so only pages showing the form load
 * it. Server-rendered as before; it hydrates once its chunk has arrived.
 */
export const ContactFormIsland = dynamic(() => import('./ContactFormIsland.client').then((m) => m.ContactFormIsland));
