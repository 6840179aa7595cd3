import type { Context } from 'hono';
import { ZAcceptInvitationForm } from '../../../shared/schemas/team';
import { type Locale, isLocale } from '../../../shared/locales';
import { getDb } from '../../db/client';
import { getSessionUser } from '../../platform/auth';
import { requestClientAddress } from '../../platform/client-address';
import { sharedRateLimiter } from '../../platform/limits/rate-limiter';
import { AcceptInvitationError, type AcceptProblem, createAccountFromInvitation, invitedEmail, joinWithAccount } from '../../services/team/accept-invitation';
import { signInInvitee } from '../../services/team/sign-in-invitee';
import type { ApiEnv } from '../context';
import type { MemberRole } from '../../db/schema';
import { recordAuditEvent } from '../../services/audit/record-audit-event';
import { type PublicEnv, defineRoute } from '../define-route';
import type { SiteContext } from '../../services/sites/resolve-site';

/** Accepting is a few fields; a guesser gets ten tries a minute per address and site. */
const ACCEPTS_PER_MINUTE = 10;
const MAX_FORM_BYTES = 8 * 1024;

type Posted = Record<string, string>;

/** The accept page's fields, urlencoded (no JavaScript) or JSON; anything else reads as empty. */
async function readForm(c: Context): Promise<Posted> {
  const type = c.req.header('content-type') ?? '';
  const raw = Number(c.req.header('content-length') ?? '0') > MAX_FORM_BYTES ? '' : await c.req.text().catch(() => '');
  if (raw.length > MAX_FORM_BYTES) return {};
  if (type.startsWith('application/json')) {
    try {
      const value: unknown = JSON.parse(raw);
      if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
      return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

const pageLocale = (site: SiteContext, value: string | undefined): Locale => {
  return isLocale(value) && site.locales.includes(value) ? value : site.defaultLocale;
};

const see = (location: string, cookies: string[] = []) => {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
};

/** Back to the accept page with the reason (a code the page translates; nothing personal in the URL). */
const back = (locale: Locale, token: string, problem: AcceptProblem) =>
  see(`/${locale}/invitation?${new URLSearchParams({ token: token.slice(0, 200), error: problem }).toString()}`);

const guards = [
  sharedRateLimiter<ApiEnv>({
    name: 'invitation-accept',
    windowMs: 60_000,
    limit: ACCEPTS_PER_MINUTE,
    keyGenerator: (c) => `${c.get('site').id}:${requestClientAddress(c)}`,
    handler: async (c) => {
      const form = await readForm(c);
      return back(pageLocale(c.get('site'), form.locale), form.token ?? '', 'rate');
    },
  }),
];

/** The invitee joined: a member added, by themselves (the inviter is the invitation's). */
const recordJoin = (c: Context<PublicEnv>, member: { userId: string; email: string; role: MemberRole }) =>
  recordAuditEvent(getDb(), {
    action: 'member.added',
    siteId: c.get('site').id,
    actor: { userId: member.userId, email: member.email, ip: requestClientAddress(c) },
    details: { email: member.email, role: member.role, via: 'invitation' },
  });

/**
 * The accept page's one post (`/{locale}/invitation?token=…`): join as the signed-in invitee, sign
 * the invited address's account in and join, or create an account and join. Every outcome is a
 * 303: on to the editor with the session, or back to the page with the reason.
 */
const accept = defineRoute({
  method: 'post',
  path: '/invitation/accept',
  auth: 'public',
  summary: 'Accept a site invitation from its page (urlencoded or JSON: action join|signIn|create, token, locale, name, password)',
  responses: { 303: { description: 'To the editor signed in, or back to the invitation page with the reason' } },
  guards,
  handler: async (c) => {
    const form = await readForm(c);
    const locale = pageLocale(c.get('site'), form.locale);
    const parsed = ZAcceptInvitationForm.safeParse(form);
    const token = form.token ?? '';
    if (!parsed.success) return back(locale, token, form.action === 'create' && !form.name?.trim() ? 'nameRequired' : 'unknown');
    const siteId = c.get('site').id;
    const editor = `/${locale}/edit`;
    const db = getDb();
    try {
      const request = parsed.data;
      if (request.action === 'join') {
        const user = await getSessionUser(c.req.raw.headers);
        if (!user) return back(locale, token, 'signInFailed');
        const { role } = await joinWithAccount(db, { siteId, token, user });
        await recordJoin(c, { userId: user.id, email: user.email, role });
        return see(editor);
      }
      if (request.action === 'create') {
        const created = await createAccountFromInvitation(db, { siteId, token, name: request.name, password: request.password });
        await recordJoin(c, created);
        const signedIn = await signInInvitee(c.req.raw, { email: created.email, password: request.password });
        // The account and membership exist: should the sign-in not happen, the login page does it.
        return signedIn.kind === 'signedIn' ? see(editor, signedIn.cookies) : see(`/${locale}/login?${new URLSearchParams({ next: editor })}`);
      }
      const email = await invitedEmail(db, { siteId, token });
      const signedIn = await signInInvitee(c.req.raw, { email, password: request.password });
      if (signedIn.kind === 'twoFactor')
        return see(`/${locale}/login?${new URLSearchParams({ next: `/${locale}/invitation?token=${encodeURIComponent(token)}` })}`);
      if (signedIn.kind === 'failed') return back(locale, token, signedIn.rate ? 'rate' : 'signInFailed');
      const { role } = await joinWithAccount(db, { siteId, token, user: signedIn.user });
      await recordJoin(c, { userId: signedIn.user.id, email: signedIn.user.email, role });
      return see(editor, signedIn.cookies);
    } catch (error) {
      if (error instanceof AcceptInvitationError) return back(locale, token, error.problem);
      throw error;
    }
  },
});

export const invitationRoutes = [accept];
