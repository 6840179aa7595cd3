import { randomBytes } from 'node:crypto';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { twoFactor, verification } from '../../db/schema';
import { getAuth } from '../../platform/auth';
import { type AuthCaller, callAuth } from '../auth/call-auth';
import { type AccountOutcome, accountOutcome } from './account-outcome';
import { base32, totpUri } from './totp-uri';

/** How long the page may show new backup codes after they were made (once, see takeBackupCodes). */
const CODES_NOTICE_SECONDS = 10 * 60;
const noticeIdentifier = (nonce: string) => `backup-codes-notice:${nonce}`;

/** Where a person's two-factor sign-in stands, as the account page shows it. */
export type TwoFactorState = { enabled: boolean; pending: { secret: string; uri: string } | null };

/**
 * Two-factor state: on, off, or set up but not yet confirmed (better-auth keeps the new secret,
 * encrypted, until a first code proves the app has it). A pending set-up is shown again with its
 * secret (base32, as apps take it by hand) and its URI for the QR code.
 */
export async function twoFactorState(db: Database, options: { userId: string; email: string; enabled: boolean }): Promise<TwoFactorState> {
  const [row] = await db
    .select({ secret: twoFactor.secret, verified: twoFactor.verified })
    .from(twoFactor)
    .where(eq(twoFactor.userId, options.userId))
    .limit(1);
  if (options.enabled || !row || row.verified !== false) return { enabled: options.enabled, pending: null };
  const { secretConfig } = await getAuth().$context;
  const plain = await symmetricDecrypt({ key: secretConfig, data: row.secret });
  // better-auth stores either the raw secret or, from older versions, its base32 text.
  const secret = plain.startsWith('base32:') ? plain.slice(7).toUpperCase() : base32(new TextEncoder().encode(plain));
  return { enabled: false, pending: { secret, uri: totpUri({ secret, account: options.email }) } };
}

/** Step one: with the password, better-auth makes a secret (and backup codes) that waits for a code. */
export async function enableTwoFactor(caller: AuthCaller, options: { password: string }): Promise<AccountOutcome> {
  return accountOutcome(await callAuth(caller, '/two-factor/enable', { password: options.password }));
}

/** A one-time permission for the account page to show the person's backup codes. */
async function backupCodesNotice(db: Database, userId: string): Promise<string> {
  const nonce = randomBytes(18).toString('base64url');
  const now = Date.now();
  await db.insert(verification).values({
    id: randomBytes(16).toString('hex'),
    identifier: noticeIdentifier(nonce),
    value: userId,
    expiresAt: new Date(now + CODES_NOTICE_SECONDS * 1000),
  });
  return nonce;
}

export type CodesOutcome = (AccountOutcome & { ok: false }) | { ok: true; setCookies: string[]; codesNotice: string };

/**
 * Step two: a code from the app turns two-factor on (better-auth renews the session with it). The
 * outcome carries the permission to show the backup codes once.
 */
export async function confirmTwoFactor(db: Database, caller: AuthCaller, options: { code: string; userId: string }): Promise<CodesOutcome> {
  const outcome = accountOutcome(await callAuth(caller, '/two-factor/verify-totp', { code: options.code }));
  if (!outcome.ok) return outcome;
  return { ...outcome, codesNotice: await backupCodesNotice(db, options.userId) };
}

/** Turns two-factor off with the password (the secret and the backup codes are deleted). */
export async function disableTwoFactor(caller: AuthCaller, options: { password: string }): Promise<AccountOutcome> {
  return accountOutcome(await callAuth(caller, '/two-factor/disable', { password: options.password }));
}

/** New backup codes with the password (the old ones stop working), shown once like the first. */
export async function renewBackupCodes(db: Database, caller: AuthCaller, options: { password: string; userId: string }): Promise<CodesOutcome> {
  const outcome = accountOutcome(await callAuth(caller, '/two-factor/generate-backup-codes', { password: options.password }));
  if (!outcome.ok) return outcome;
  return { ...outcome, codesNotice: await backupCodesNotice(db, options.userId) };
}

/**
 * The backup codes, if this page load holds an unused permission of this person to show them; the
 * permission is spent on reading, so a reload or a shared link shows nothing.
 */
export async function takeBackupCodes(db: Database, options: { userId: string; notice: string }): Promise<string[] | null> {
  const spent = await db
    .delete(verification)
    .where(and(eq(verification.identifier, noticeIdentifier(options.notice)), eq(verification.value, options.userId), gt(verification.expiresAt, new Date())))
    .returning({ id: verification.id });
  if (spent.length === 0) return null;
  const answer = await getAuth().api.viewBackupCodes({ body: { userId: options.userId } });
  return answer.backupCodes;
}
