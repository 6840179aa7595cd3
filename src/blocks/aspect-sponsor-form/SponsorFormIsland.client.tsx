'use client';

import { lazy, type ReactNode, Suspense } from 'react';
import type { SponsorFormProps } from './SponsorForm.client';

// A separate chunk: react-hook-form, zod and the messages load only on pages that show the form.
const SponsorForm = lazy(() => import('./SponsorForm.client').then((module) => ({ default: module.SponsorForm })));

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
