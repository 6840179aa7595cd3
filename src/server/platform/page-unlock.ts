import { createHmac, timingSafeEqual } from 'node:crypto';

/** Cookie proving a visitor entered a protected page's password; changes with the password. */
export function unlockCookieName(pageId: string): string {
  return `wb_unlock_${pageId.replaceAll('-', '')}`;
}

export function unlockCookieValue(options: { pageId: string; passwordHash: string; secret: string }): string {
  return createHmac('sha256', options.secret).update(`${options.pageId}:${options.passwordHash}`).digest('base64url');
}

export function isUnlockCookieValid(actual: string | undefined, expected: string): boolean {
  if (!actual) return false;
  const a = Buffer.from(actual);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Reads one cookie from a Cookie header without pulling in a parser on the hot path. A value that
 * does not decode (`%ff`, a lone `%`) reads as absent: a malformed cookie unlocks nothing and
 * breaks nothing.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
