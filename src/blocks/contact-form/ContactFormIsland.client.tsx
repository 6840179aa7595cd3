'use client';

import { lazy, type ReactNode, Suspense } from 'react';
import type { ContactFormProps } from './ContactForm.client';

// A separate chunk: react-hook-form, zod and the messages load only on pages that show the form.
const ContactForm = lazy(() => import('./ContactForm.client').then((module) => ({ default: module.ContactForm })));

/**
 * The contact form's client entry. Server-rendered like any island; in the browser its code is
 * fetched when the page has the form, instead of riding in the bundle every page loads.
 */
export function ContactFormIsland(props: ContactFormProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <ContactForm {...props} />
    </Suspense>
  );
}
