import { ZAccountEmailForm, ZAccountLocaleForm, ZAccountNameForm, ZAccountPasswordForm, ZAccountSessionForm } from '../../../shared/schemas/account';
import { getDb } from '../../db/client';
import { currentSessionId, revokeAccountSession, revokeOtherAccountSessions } from '../../services/account/account-sessions';
import { changeAccountEmail, changeAccountName, changeAccountPassword } from '../../services/account/change-account';
import { ACCOUNT_FORM_BYTES, accountPageAnswer, answerAccountForm, callerOf, fieldsOf, postedFields, postedLocale, seeOther } from '../account-form';
import { defineRoute } from '../define-route';
import { accountPasswordLimit } from './account-limits';

/**
 * The account page's forms (a person's own account, no site: `auth: 'user'`). Browsers post them
 * urlencoded, with or without JavaScript, and come back to the page's section with what happened.
 */
const formRoute = { auth: 'user', request: { body: postedFields }, bodyLimit: { maxBytes: ACCOUNT_FORM_BYTES } } as const;
const backToPage = (section: string) => ({ 303: { description: `Back to the account page's ${section} section with \`notice\` or \`error\`` } });

const name = defineRoute({
  ...formRoute,
  method: 'post',
  path: '/account/name',
  summary: "Change the signed-in person's name (urlencoded name, locale)",
  responses: backToPage('name'),
  handler: (c) =>
    answerAccountForm(c, { schema: ZAccountNameForm, posted: c.req.valid('form'), section: 'name', invalid: 'invalidName', notice: 'nameSaved' }, (form) =>
      changeAccountName(callerOf(c), form),
    ),
});

const email = defineRoute({
  ...formRoute,
  method: 'post',
  path: '/account/email',
  summary: 'Ask to change the e-mail address (urlencoded email, locale): a confirmation link goes to the new address',
  responses: backToPage('email'),
  guards: [accountPasswordLimit],
  handler: (c) =>
    answerAccountForm(
      c,
      { schema: ZAccountEmailForm, posted: c.req.valid('form'), section: 'email', invalid: 'invalidEmail', notice: 'emailSent' },
      async (form) => {
        const outcome = await changeAccountEmail(callerOf(c), { email: form.email, currentEmail: c.get('user').email, locale: form.locale });
        return outcome.ok ? { ok: true } : outcome;
      },
    ),
});

const password = defineRoute({
  ...formRoute,
  method: 'post',
  path: '/account/password',
  summary: 'Change the password with the current one (urlencoded currentPassword, newPassword, confirmPassword, locale); ends the other sessions',
  responses: backToPage('password'),
  guards: [accountPasswordLimit],
  handler: (c) =>
    answerAccountForm(
      c,
      { schema: ZAccountPasswordForm, posted: c.req.valid('form'), section: 'password', invalid: 'wrongPassword', notice: 'passwordChanged' },
      (form) => changeAccountPassword(callerOf(c), form),
    ),
});

const revokeSession = defineRoute({
  ...formRoute,
  method: 'post',
  path: '/account/sessions/revoke',
  summary: 'Sign out one other device of the signed-in person (urlencoded sessionId, locale)',
  responses: backToPage('sessions'),
  handler: async (c) => {
    const parsed = ZAccountSessionForm.safeParse(fieldsOf(c.req.valid('form')));
    const locale = parsed.success ? parsed.data.locale : await postedLocale(c);
    const current = await currentSessionId(c.req.raw.headers);
    const ended =
      parsed.success && current
        ? await revokeAccountSession(getDb(), { userId: c.get('user').id, sessionId: parsed.data.sessionId, currentSessionId: current })
        : false;
    return seeOther(accountPageAnswer(locale, 'sessions', ended ? { notice: 'sessionRevoked' } : { error: 'notFound' }));
  },
});

const revokeOthers = defineRoute({
  ...formRoute,
  method: 'post',
  path: '/account/sessions/revoke-others',
  summary: 'Sign out every other device of the signed-in person (urlencoded locale)',
  responses: backToPage('sessions'),
  handler: async (c) => {
    const parsed = ZAccountLocaleForm.safeParse(fieldsOf(c.req.valid('form')));
    const locale = parsed.success ? parsed.data.locale : 'de';
    const current = await currentSessionId(c.req.raw.headers);
    if (current) await revokeOtherAccountSessions(getDb(), { userId: c.get('user').id, currentSessionId: current });
    return seeOther(accountPageAnswer(locale, 'sessions', { notice: 'othersRevoked' }));
  },
});

export const accountRoutes = [name, email, password, revokeSession, revokeOthers];
