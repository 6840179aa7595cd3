'use client';

/** Ends the session and leaves for the live page (same call as the site's sign-out button). */
export async function signOut(liveHref: string): Promise<void> {
  await fetch('/api/v1/auth/sign-out', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }).catch(() => null);
  window.location.assign(liveHref);
}
