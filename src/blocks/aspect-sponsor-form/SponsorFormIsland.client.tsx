'use client';

import { type ReactNode, Suspense } from 'react';
import { lazyForm } from '../_shared/forms/lazy-form';
import type { SponsorFormProps } from './SponsorForm.client';

// A separate chunk in the browser, rendered inline on the server (see lazyForm).
const SponsorForm = lazyForm(() => import('./SponsorForm.client').then((module) => ({ default: module.SponsorForm })));

/**
 * The sponsor form's client entry. Server-rendered like any island; in the browser its code is
 * fetched when the page has the form, instead of riding in the bundle every page loads.
 */
export function SponsorFormIsland(props: SponsorFormProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <SponsorForm {...props} />
    </Suspense>
  );
}
