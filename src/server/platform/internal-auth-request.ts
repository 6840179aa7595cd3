import { randomBytes } from 'node:crypto';

/**
 * Marks a request our own services hand to better-auth's handler (not one a browser sent), with a
 * token only this process knows. better-auth's built-in limits then leave it to ours: its default
 * of three verification mails a minute per address turned an office's fourth sign-up into a 500,
 * while sign-up already counts per address and per e-mail (api/platform/signup-limits.ts).
 */
const HEADER = 'x-webbox-internal-auth';
const TOKEN = randomBytes(24).toString('hex');

export function markInternalAuthRequest(headers: Headers): void {
  headers.set(HEADER, TOKEN);
}

export function isInternalAuthRequest(request: Request): boolean {
  return request.headers.get(HEADER) === TOKEN;
}
