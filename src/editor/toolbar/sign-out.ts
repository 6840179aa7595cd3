'use client';

import { apiFetch } from '@/shared/api/request';

/** Ends the session and leaves for the live page (same call as the site's sign-out button). */
export async function signOut(liveHref: string): Promise<void> {
  // Leaving is right whatever the answer: a failed sign-out leaves at worst an idle session.
  await apiFetch('/auth/sign-out', { json: {} });
  window.location.assign(liveHref);
}
