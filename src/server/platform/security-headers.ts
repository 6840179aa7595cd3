/**
 * The security headers of every response, in one place: the front handler sets them before Next
 * or the page cache answers (so a cache hit carries what a render carries), and next.config.ts
 * hands the same list to Next for anything that reaches it another way. No imports: next.config
 * loads this file on its own.
 */
export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Pages may be framed by their own site only (the editor previews); never by another origin.
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  // Geolocation for the game's map (own origin only); the rest no page of ours uses.
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(self "https://connect.shore.com"), usb=()' },
] as const;

/** Two years, subdomains included: sent only when the public origin is https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Sets the security headers on a Node response (anything set later for the same name wins).
 * HSTS only when the public origin is https: on plain http it would lock a browser out.
 */
export function applySecurityHeaders(res: { setHeader(name: string, value: string): unknown }, options: { https?: boolean } = {}): void {
  for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
  if (options.https) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
}
