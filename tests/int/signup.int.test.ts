import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmailVerificationToken } from 'better-auth/api';
import { getDb } from '../../src/server/db/client';
import { invitations } from '../../src/server/db/schema';
import { getConfig } from '../../src/server/platform/config';
import { FORM_RETURN_COOKIE, readFormReturn } from '../../src/server/services/forms/form-return-cookie';
import { runAdminCommand } from '../../src/server/admin/commands';
import { createPlatformInvitation } from '../../src/server/services/signup/platform-invitations';
import { createUser } from '../../src/server/services/users/create-user';
import { getTranslator } from '../../src/shared/i18n/catalogues';
import { createTestSite } from './support/fixtures';
import {
  PLATFORM,
  accountMailsTo,
  cookiesOf,
  follow,
  freshAddress,
  freshEmail,
  linkIn,
  platformRequest,
  signupBody,
  configurePlatform,
  userByEmail,
} from './support/platform';

const platform = configurePlatform('open');
const signupError = (locale: 'de' | 'fr', key: string) => getTranslator(locale, 'signup')(`errors.${key}` as 'errors.failed');

async function fieldErrors(response: Response) {
  return ((await response.json()) as { data: { fieldErrors: Record<string, string> } }).data.fieldErrors;
}

describe('sign-up on the platform host', () => {
  it('creates an unverified account, queues the verification mail in the page language, and the link verifies and signs in', async () => {
    const body = signupBody({ lang: 'fr' });
    const response = await platformRequest('POST', '/signup', { body });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown }).data).toEqual({ status: 'checkMail' });
    const account = await userByEmail(body.email);
    expect(account?.emailVerified).toBe(false);
    expect(account?.name).toBe('Anna Muster');

    const [mail, ...others] = await accountMailsTo(body.email);
    expect(others).toHaveLength(0);
    expect(mail?.siteId).toBeNull();
    expect(mail?.payload.subject).toBe(
      getTranslator('fr', 'editorAccountMail')('verifyEmail.subject', { platform: PLATFORM, site: '', inviter: '', role: '' }),
    );
    const link = linkIn(mail?.payload.text ?? '');
    expect(link).toMatch(/^http:\/\/platform\.test\/api\/v1\/auth\/verify-email\?token=.+&callbackURL=%2Ffr%2Fnew-site$/);

    const verified = await follow(link);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/fr/new-site');
    const cookie = cookiesOf(verified);
    expect(cookie).toContain('session_token=');
    expect((await userByEmail(body.email))?.emailVerified).toBe(true);
    const session = await platformRequest('GET', '/auth/get-session', { cookie });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(body.email);

    // Used once: the same link signs nobody in again.
    const again = await follow(link);
    expect(again.headers.get('location')).toBe('/fr/new-site');
    expect(cookiesOf(again)).not.toContain('session_token=');
  });

  it('sends an expired or forged link to the page that offers a new one', async () => {
    const body = signupBody();
    await platformRequest('POST', '/signup', { body });
    const expired = await createEmailVerificationToken(getConfig().authSecret, body.email, undefined, -10);
    const answer = await follow(`http://${PLATFORM}/api/v1/auth/verify-email?token=${expired}&callbackURL=%2Fde%2Fnew-site`);
    expect(answer.headers.get('location')).toBe('/de/new-site?error=TOKEN_EXPIRED');
    const forged = await follow(`http://${PLATFORM}/api/v1/auth/verify-email?token=${expired.slice(0, -4)}abcd&callbackURL=%2Fde%2Fnew-site`);
    expect(forged.headers.get('location')).toBe('/de/new-site?error=INVALID_TOKEN');
    expect((await userByEmail(body.email))?.emailVerified).toBe(false);
  });

  it('refuses short, common and overlong passwords, a missing consent and a bad address, each at its field in the page language', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ password: 'kurz12345' }, 'password', 'passwordTooShort'],
      [{ password: 'QwertyUiop' }, 'password', 'passwordCommon'],
      [{ password: 'x'.repeat(201) }, 'password', 'passwordTooLong'],
      [{ terms: false }, 'terms', 'termsRequired'],
      [{ email: 'keine-adresse' }, 'email', 'emailInvalid'],
      [{ name: '   ' }, 'name', 'nameRequired'],
    ];
    for (const [overrides, field, key] of cases) {
      for (const lang of ['de', 'fr'] as const) {
        const body = signupBody({ ...overrides, lang });
        const response = await platformRequest('POST', '/signup', { body });
        expect(response.status, `${field} ${key}`).toBe(400);
        expect((await fieldErrors(response))[field]).toBe(signupError(lang, key));
        if (typeof body.email === 'string' && body.email.includes('@')) expect(await userByEmail(body.email)).toBeNull();
      }
    }
    expect(await accountMailsTo('keine-adresse')).toHaveLength(0);
    // A common password is said in the same answer as the other fields' problems.
    const both = await platformRequest('POST', '/signup', { body: signupBody({ password: 'Password123', terms: false }) });
    expect(await fieldErrors(both)).toEqual({ password: signupError('de', 'passwordCommon'), terms: signupError('de', 'termsRequired') });
  });

  it('answers a known address exactly like a new one, and mails only an unverified one a new link', async () => {
    const verifiedEmail = freshEmail('known');
    await createUser(getDb(), { email: verifiedEmail, password: 'ein altes passwort 1' });
    const known = await platformRequest('POST', '/signup', { body: signupBody({ email: verifiedEmail, name: 'Jemand Anderes' }) });
    const fresh = await platformRequest('POST', '/signup', { body: signupBody() });
    expect(known.status).toBe(fresh.status);
    expect(await known.json()).toEqual(await fresh.json());
    expect(await accountMailsTo(verifiedEmail)).toHaveLength(0);
    expect((await userByEmail(verifiedEmail))?.name).not.toBe('Jemand Anderes');

    const pending = signupBody();
    await platformRequest('POST', '/signup', { body: pending });
    await platformRequest('POST', '/signup', { body: { ...pending, password: 'ein anderes langes passwort' } });
    expect(await accountMailsTo(pending.email)).toHaveLength(2);
  });

  it('takes the form post without JavaScript: 303 to "check your mail", or back with the messages and the values but never the password', async () => {
    const email = freshEmail('nojs');
    const sent = await platformRequest('POST', '/signup/form', {
      form: { name: 'Bea', email, password: 'lange genug und selten 42', terms: 'on', lang: 'it' },
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/it/signup?sent=1');
    expect(await userByEmail(email)).not.toBeNull();

    const refused = await platformRequest('POST', '/signup/form', { form: { name: 'Bea', email: freshEmail(), password: 'geheim-kurz', lang: 'fr' } });
    expect(refused.status).toBe(303);
    const location = new URL(refused.headers.get('location') ?? '', 'http://x');
    expect(location.pathname).toBe('/fr/signup');
    const cookie = refused.headers.getSetCookie().find((value) => value.startsWith(`${FORM_RETURN_COOKIE}=`)) ?? '';
    const stash = readFormReturn(
      location.searchParams.get('form'),
      decodeURIComponent(cookie.split(';')[0]?.slice(FORM_RETURN_COOKIE.length + 1) ?? ''),
      getConfig().authSecret,
    );
    expect(stash?.groupId).toBe('signup');
    expect(stash?.fieldErrors.terms).toBe(signupError('fr', 'termsRequired'));
    expect(stash?.values.name).toBe('Bea');
    expect(JSON.stringify(stash)).not.toContain('geheim-kurz');
    expect(refused.headers.get('location')).not.toContain('geheim');
  });

  it('is refused while SIGNUP=closed, and exists only on the platform host', async () => {
    platform.setSignup('closed');
    const body = signupBody();
    const closed = await platformRequest('POST', '/signup', { body });
    expect(closed.status).toBe(403);
    expect(((await closed.json()) as { error: string }).error).toBe(signupError('de', 'closed'));
    expect(await userByEmail(body.email)).toBeNull();
    const form = await platformRequest('POST', '/signup/form', { form: { ...body, terms: 'on', password: body.password } });
    expect(form.headers.get('location')).toMatch(/^\/de\/signup\?form=/);
    expect(await userByEmail(body.email)).toBeNull();

    platform.setSignup('open');
    const site = await createTestSite();
    const elsewhere = await platformRequest('POST', '/signup', { body, host: site.host });
    expect(elsewhere.status).toBe(404);
    expect(await userByEmail(body.email)).toBeNull();
  });

  it('with SIGNUP=invite takes only a valid, unused, unexpired invitation for that address, and uses it up', async () => {
    platform.setSignup('invite');
    const email = freshEmail('invited');
    const { url } = await createPlatformInvitation(getDb(), { email, locale: 'fr' });
    const token = new URL(url).searchParams.get('invitation') ?? '';
    expect(url).toMatch(/^http:\/\/platform\.test(:\d+)?\/fr\/signup\?invitation=/);
    const [invitationMail] = await accountMailsTo(email);
    expect(invitationMail?.payload.text).toContain(url);

    for (const invitation of [undefined, 'falsch', token.slice(1)]) {
      const refused = await platformRequest('POST', '/signup', { body: signupBody({ email, invitation }) });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: string }).error).toBe(signupError('de', 'invitationInvalid'));
    }
    const otherAddress = await platformRequest('POST', '/signup', { body: signupBody({ invitation: token }) });
    expect(otherAddress.status).toBe(403);
    expect(await userByEmail(email)).toBeNull();

    const accepted = await platformRequest('POST', '/signup', { body: signupBody({ email, invitation: token }) });
    expect(accepted.status).toBe(200);
    expect(await userByEmail(email)).not.toBeNull();
    const [row] = await getDb().select().from(invitations).where(eq(invitations.email, email));
    expect(row?.acceptedAt).not.toBeNull();
    const reused = await platformRequest('POST', '/signup', { body: signupBody({ email, invitation: token }) });
    expect(reused.status).toBe(403);

    const late = freshEmail('late');
    const expiring = await createPlatformInvitation(getDb(), { email: late });
    await getDb()
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expiring.id));
    const expired = await platformRequest('POST', '/signup', {
      body: signupBody({ email: late, invitation: new URL(expiring.url).searchParams.get('invitation') }),
    });
    expect(expired.status).toBe(403);
    expect(await userByEmail(late)).toBeNull();
  });

  it('limits sign-ups per e-mail address and per client address', async () => {
    const email = freshEmail('limited');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      // Invalid posts count too (the limit comes before validation), and cost no hashing.
      statuses.push((await platformRequest('POST', '/signup', { body: signupBody({ email, terms: false }) })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const limited = await platformRequest('POST', '/signup', { body: signupBody({ email, lang: 'fr' }) });
    expect(((await limited.json()) as { error: string }).error).toBe(signupError('fr', 'rateLimited'));
    expect(await userByEmail(email)).toBeNull();

    const address = freshAddress();
    const fromOne: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1)
      fromOne.push((await platformRequest('POST', '/signup', { body: signupBody({ terms: false }), address })).status);
    expect(fromOne.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(fromOne[20]).toBe(429);
    const noJs = await platformRequest('POST', '/signup/form', { form: { email: freshEmail(), lang: 'de' }, address });
    expect(noJs.status).toBe(303);
    expect(noJs.headers.get('location')).toMatch(/^\/de\/signup\?form=/);
  });

  it('sends a new link on request, answering the same for any address', async () => {
    const pending = signupBody();
    await platformRequest('POST', '/signup', { body: pending });
    const resent = await platformRequest('POST', '/signup/resend', { form: { email: pending.email, lang: 'de' } });
    expect(resent.status).toBe(303);
    expect(resent.headers.get('location')).toBe('/de/signup?resent=1');
    expect(await accountMailsTo(pending.email)).toHaveLength(2);
    const unknown = await platformRequest('POST', '/signup/resend', { form: { email: freshEmail('nobody'), lang: 'de' } });
    expect(unknown.headers.get('location')).toBe('/de/signup?resent=1');
    const invalid = await platformRequest('POST', '/signup/resend', { form: { email: 'nope', lang: 'de' } });
    expect(invalid.headers.get('location')).toMatch(/^\/de\/signup\?resend=1&form=/);
  });

  it('lets an operator invite with `platform:invite` (the admin socket runs the same command): an invitation and its mail in the chosen language', async () => {
    platform.setSignup('invite');
    const email = freshEmail('cli');
    const result = (await runAdminCommand(getDb(), 'platform:invite', { email: [email], locale: ['it'] })) as { url: string };
    const [mail] = await accountMailsTo(email);
    expect(mail?.payload.subject).toBe(
      getTranslator('it', 'editorAccountMail')('platformInvitation.subject', { platform: PLATFORM, site: '', inviter: '', role: '' }),
    );
    expect(linkIn(mail?.payload.text ?? '')).toBe(result.url);
    expect(new URL(result.url).pathname).toBe('/it/signup');
    const [row] = await getDb().select().from(invitations).where(eq(invitations.email, email));
    expect(row).toMatchObject({ siteId: null, role: null, locale: 'it', acceptedAt: null });
    expect(row?.tokenHash).not.toContain(new URL(result.url).searchParams.get('invitation'));
    await expect(runAdminCommand(getDb(), 'platform:invite', { email: ['keine'] })).rejects.toThrow('--email');
    await expect(runAdminCommand(getDb(), 'platform:invite', { email: [freshEmail()], locale: ['rm'] })).rejects.toThrow('de, fr, it, en');
  });
});
