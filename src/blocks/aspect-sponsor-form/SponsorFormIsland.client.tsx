'use client';

import type { ReactNode } from 'react';
import { lazyForm } from '../_shared/forms/lazy-form';
import type { SponsorFormProps } from './SponsorForm.client';

// A separate chunk in the browser, rendered inline on the server (see lazyForm).
const SponsorForm = lazyForm(() => import('./SponsorForm.client').then((module) => ({ default: module.SponsorForm })));

/**
 * The sponsor form's client entry. Server-rendered like any island; in the browser its code is
 * fetched when the page has the form, instead of riding in the bundle every page loads.
 */
export function SponsorFormIsland(props: SponsorFormProps): ReactNode {
  // No Suspense boundary of its own: React streams a large completed boundary apart from the page
  // (a hidden segment only a script reveals), so the form renders in the page's own HTML; in the
  // browser, hydration waits for the chunk while the server's form stays usable.
  return <SponsorForm {...props} />;
}
