import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/client';
import { platformSlugOf } from '../../platform/platform-host';
import { siteOrigin } from '../../platform/site-origin';
import { SITE_SLUG_PATTERN } from '../../../shared/onboarding/site-slug';
import { verification } from '../../db/schema';

/**
 * Session cookies belong to one host, so the owner signed in on the platform host is not signed in
 * on their new site's host. The wizard hands over with a one-time token: random, only its SHA-256
 * stored (better-auth's `verification` table, identifier `site-handoff:<hash>`), bound to the user
 * and the site, valid two minutes, consumed by the first redemption on the site's host
 * (`siteHandoffPlugin`), which signs in there with a session of that host.
 */
export const SITE_HANDOFF_PREFIX = 'site-handoff:';
export const SITE_HANDOFF_SECONDS = 120;

export const handoffIdentifier = (token: string) => `${SITE_HANDOFF_PREFIX}${createHash('sha256').update(token).digest('hex')}`;

export type HandoffBinding = { userId: string; siteId: string };

/** Stores a hand-off for the user and site (pass the transaction that creates the site); returns the token for the link. */
export async function issueSiteHandoff(db: Queryable, binding: HandoffBinding, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: handoffIdentifier(token),
    value: JSON.stringify(binding),
    expiresAt: new Date(now.getTime() + SITE_HANDOFF_SECONDS * 1000),
  });
  return token;
}

/** The binding a stored hand-off names, or null when it is not one of ours. */
export function parseHandoffBinding(value: string): HandoffBinding | null {
  try {
    const parsed = JSON.parse(value) as Partial<HandoffBinding>;
    return typeof parsed.userId === 'string' && typeof parsed.siteId === 'string' ? { userId: parsed.userId, siteId: parsed.siteId } : null;
  } catch {
    return null;
  }
}

/** Where the hand-off link points: the redeeming route on the site's own host. */
export function handoffPath(token: string): string {
  return `/api/v1/handoff?token=${encodeURIComponent(token)}`;
}

/** The absolute hand-off link on a site's platform host (the wizard's `next`). */
export function handoffUrl(host: string, token: string): string {
  return `${siteOrigin(host)}${handoffPath(token)}`;
}

/**
 * The hand-off link for a host and token read from a URL (the no-JavaScript wizard's "ready"
 * page), only for a platform subdomain: never a way to send anyone to another site.
 */
export function platformHandoffUrl(host: unknown, token: unknown): string | null {
  if (typeof host !== 'string' || typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const slug = platformSlugOf(host);
  return slug && SITE_SLUG_PATTERN.test(slug) ? handoffUrl(host, token) : null;
}
