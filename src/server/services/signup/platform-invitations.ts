import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { type EditorLocale, isEditorLocale } from '../../../shared/i18n/config';
import type { Queryable } from '../../db/client';
import { invitations } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { getConfig } from '../../platform/config';
import { siteOrigin } from '../../platform/site-origin';
import { queueAccountMail } from '../account-mail/queue-account-mail';

/** A platform invitation (sign-up when SIGNUP=invite) is valid for a week, like a site invitation. */
export const PLATFORM_INVITATION_DAYS = 7;

/** Only the SHA-256 of a link's token is stored: the table cannot be turned back into links. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export type PlatformInvitation = { id: string; email: string; locale: string };

/** The open platform invitation a token names (not used, not revoked, not expired), else null. */
export async function findPlatformInvitation(db: Queryable, token: string | undefined, now = new Date()): Promise<PlatformInvitation | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ id: invitations.id, email: invitations.email, locale: invitations.locale })
    .from(invitations)
    .where(
      and(
        eq(invitations.tokenHash, tokenHash(token)),
        isNull(invitations.siteId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks an invitation used, once: false when another sign-up took it first. */
export async function claimPlatformInvitation(db: Queryable, id: string): Promise<boolean> {
  const claimed = await db
    .update(invitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt)))
    .returning({ id: invitations.id });
  return claimed.length === 1;
}

/** Gives a claimed invitation back (the account it was claimed for could not be made). */
export async function releasePlatformInvitation(db: Queryable, id: string): Promise<void> {
  await db.update(invitations).set({ acceptedAt: null }).where(eq(invitations.id, id));
}

const ZInviteCommand = z.object({
  email: z.email('Give the address: --email anna@example.ch').trim().toLowerCase(),
  locale: z.string().default('de').refine(isEditorLocale, 'The mail language is one of de, fr, it, en'),
});

/**
 * `platform:invite`: an operator invites someone to sign up (SIGNUP=invite). Stores the
 * invitation (its token's hash, 7 days) and queues the `platformInvitation` mail with the sign-up
 * link in one transaction, so there is never a mail without its invitation or the reverse.
 */
export async function createPlatformInvitation(
  db: Queryable,
  input: { email?: string; locale?: string },
): Promise<{ id: string; email: string; expiresAt: string; url: string }> {
  const parsed = ZInviteCommand.safeParse(input);
  if (!parsed.success) throw new AppError('BAD_REQUEST', { text: parsed.error.issues.map((issue) => issue.message).join('; ') });
  const { email } = parsed.data;
  const locale = parsed.data.locale as EditorLocale;
  const platform = getConfig().PLATFORM_DOMAIN;
  if (!platform) throw new AppError('BAD_REQUEST', { text: 'Set PLATFORM_DOMAIN first: invitations link to sign-up on the platform host' });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + PLATFORM_INVITATION_DAYS * 24 * 60 * 60 * 1000);
  const url = `${siteOrigin(platform)}/${locale}/signup?invitation=${token}`;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invitations)
      .values({ email, tokenHash: tokenHash(token), locale, expiresAt })
      .returning({ id: invitations.id });
    if (!row) throw new AppError('INTERNAL', 'request.internal');
    await queueAccountMail(tx, { kind: 'platformInvitation', to: email, locale, url, platform });
    return row.id;
  });
  return { id, email, expiresAt: expiresAt.toISOString(), url };
}
