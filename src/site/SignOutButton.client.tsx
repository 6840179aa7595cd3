'use client';

/** Ends the session and returns to the live page. */
export function SignOutButton({ label, liveHref }: { label: string; liveHref: string }) {
  async function signOut() {
    await fetch('/api/v1/auth/sign-out', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: '{}' }).catch(() => null);
    window.location.assign(liveHref);
  }
  return (
    <button type="button" onClick={signOut} className="rounded-full border border-white/40 px-4 py-1.5 hover:bg-white/10">
      {label}
    </button>
  );
}
