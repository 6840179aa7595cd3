'use client';

import type { ReactNode } from 'react';
import { lazyForm } from '../_shared/forms/lazy-form';
import type { ContactFormProps } from './ContactForm.client';

// A separate chunk in the browser, rendered inline on the server (see lazyForm).
const ContactForm = lazyForm(() => import('./ContactForm.client').then((module) => ({ default: module.ContactForm })));

/**
 * The contact form's client entry. Server-rendered like any island; in the browser its code is
 * fetched when the page has the form, instead of riding in the bundle every page loads.
 */
export function ContactFormIsland(props: ContactFormProps): ReactNode {
  // No Suspense boundary of its own: React streams a large completed boundary apart from the page
  // (a hidden segment only a script reveals), so the form renders in the page's own HTML; in the
  // browser, hydration waits for the chunk while the server's form stays usable.
  return <ContactForm {...props} />;
}
