import { ZAccountTwoFactorConfirmForm, ZAccountTwoFactorPasswordForm } from '../../../shared/schemas/account';
import { getDb } from '../../db/client';
import { confirmTwoFactor, disableTwoFactor, enableTwoFactor, renewBackupCodes } from '../../services/account/two-factor-setup';
import { ACCOUNT_FORM_BYTES, answerAccountForm, callerOf, postedFields } from '../account-form';
import { defineRoute } from '../define-route';
import { accountPasswordLimit } from './account-limits';

/**
 * Two-factor sign-in on the account page, on better-auth's twoFactor plugin: on with the password
 * (a secret waits for its first code), confirm with a code (the backup codes are shown once), off
 * with the password, new backup codes with the password. Each answers 303 to the page's section.
 */
const formRoute = { auth: 'user', request: { body: postedFields }, bodyLimit: { maxBytes: ACCOUNT_FORM_BYTES } } as const;
const answers = {
  303: { description: "Back to the account page's two-factor section with `notice` (and `codes`, the one-time permission to show backup codes) or `error`" },
};

const enable = defineRoute({
  ...formRoute,
  method: 'post',
  path: '/account/two-factor/enable',
  summary: 'Start turning two-factor sign-in on (urlencoded password, locale): the secret waits for a first code',
  responses: answers,
  guards: [accountPasswordLimit],
  handler: (c) =>
    answerAccountForm(
      c,
      { schema: ZAccountTwoFactorPasswordForm, posted: c.req.valid('form'), section: 'twoFactor', invalid: 'wrongPassword', notice: 'twoFactorPending' },
      async (form) => {
        const outcome = await enableTwoFactor(callerOf(c), form);
        return outcome.ok ? { ok: true } : outcome;
      },
    ),
});

const confirm = defineRoute({
  ...formRoute,
  method: 'post',
  path: '/account/two-factor/confirm',
  summary: 'Turn two-factor sign-in on with a first code of the authenticator app (urlencoded code, locale)',
  responses: answers,
  guards: [accountPasswordLimit],
  handler: (c) =>
    answerAccountForm(
      c,
      { schema: ZAccountTwoFactorConfirmForm, posted: c.req.valid('form'), section: 'twoFactor', invalid: 'invalidCode', notice: 'twoFactorOn' },
      (form) => confirmTwoFactor(getDb(), callerOf(c), { code: form.code.replace(/\s+/g, ''), userId: c.get('user').id }),
    ),
});

const disable = defineRoute({
  ...formRoute,
  method: 'post',
  path: '/account/two-factor/disable',
  summary: 'Turn two-factor sign-in off (urlencoded password, locale)',
  responses: answers,
  guards: [accountPasswordLimit],
  handler: (c) =>
    answerAccountForm(
      c,
      { schema: ZAccountTwoFactorPasswordForm, posted: c.req.valid('form'), section: 'twoFactor', invalid: 'wrongPassword', notice: 'twoFactorOff' },
      (form) => disableTwoFactor(callerOf(c), form),
    ),
});

const backupCodes = defineRoute({
  ...formRoute,
  method: 'post',
  path: '/account/two-factor/backup-codes',
  summary: 'Replace the backup codes (urlencoded password, locale); the new ones are shown once',
  responses: answers,
  guards: [accountPasswordLimit],
  handler: (c) =>
    answerAccountForm(
      c,
      { schema: ZAccountTwoFactorPasswordForm, posted: c.req.valid('form'), section: 'twoFactor', invalid: 'wrongPassword', notice: 'codesRenewed' },
      (form) => renewBackupCodes(getDb(), callerOf(c), { password: form.password, userId: c.get('user').id }),
    ),
});

export const accountTwoFactorRoutes = [enable, confirm, disable, backupCodes];
