import { ZPlatformUserIdParam, ZPlatformUsers, ZPlatformUsersQuery } from '../../../shared/schemas/platform';
import { getDb } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { requestPasswordReset } from '../../services/account/password-reset';
import { listPlatformUsers } from '../../services/platform-console/list-platform-users';
import { setAccountDisabled } from '../../services/platform-console/set-account-disabled';
import { callerOf } from '../account-form';
import { recordAuditEvent } from '../../services/audit/record-audit-event';
import { auditActorOf } from '../audit-actor';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { requirePlatformAdmin } from '../middleware/require-platform-admin';
import { CONSOLE_FORM_BYTES, answerConsoleForm, consoleFormBody, consoleFormOf } from '../platform/console-form';
import { envelopeAnswer, errorAnswer } from '../responses';

/**
 * The platform console's accounts (issue 34), for platform admins only (see platform-sites.ts):
 * the list with memberships, disabling and enabling an account, and a password reset link.
 */
const adminOnly = { auth: 'user' as const, guards: [requirePlatformAdmin] };
const notFound = { 404: errorAnswer('Not a platform admin') };
const backToConsole = { 303: { description: 'Back to the console with `notice` (or `error`, the key of the refusal)' } };
const formRequest = { params: ZPlatformUserIdParam, body: consoleFormBody };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const listUsers = defineRoute({
  ...adminOnly,
  method: 'get',
  path: '/platform/users',
  summary: 'Platform admins: the accounts (newest first; `q` searches e-mail and name) with memberships, open sessions and status',
  request: { query: ZPlatformUsersQuery },
  responses: { 200: envelopeAnswer(ZPlatformUsers, 'The accounts'), ...notFound },
  handler: async (c) => {
    const rows = await listPlatformUsers(getDb(), { query: c.req.valid('query').q });
    const users = rows.map((row) => ({ ...row, disabledAt: iso(row.disabledAt), createdAt: row.createdAt.toISOString() }));
    return ok(c, { users }, 200);
  },
});

function disabledRoute(action: 'disable' | 'enable') {
  return defineRoute({
    ...adminOnly,
    method: 'post',
    path: `/platform/users/{userId}/${action}`,
    summary:
      action === 'disable'
        ? 'Platform admins: disable an account (its sessions end at once, sign-in is refused; urlencoded locale, q)'
        : 'Platform admins: enable a disabled account again (urlencoded locale, q)',
    request: formRequest,
    bodyLimit: { maxBytes: CONSOLE_FORM_BYTES },
    responses: { ...backToConsole, ...notFound },
    handler: (c) =>
      answerConsoleForm(consoleFormOf(c.req.valid('form')), 'users', action === 'disable' ? 'disabled' : 'enabled', () =>
        setAccountDisabled(getDb(), { userId: c.req.valid('param').userId, disabled: action === 'disable' }).then((account) =>
          recordAuditEvent(getDb(), {
            action: action === 'disable' ? 'account.disabled' : 'account.enabled',
            actor: auditActorOf(c),
            details: { userId: c.req.valid('param').userId, email: account.email },
          }),
        ),
      ),
  });
}

const resetLink = defineRoute({
  ...adminOnly,
  method: 'post',
  path: '/platform/users/{userId}/reset-link',
  summary: "Platform admins: mail an account better-auth's password reset link (one hour, once; through the outbox; urlencoded locale, q)",
  request: formRequest,
  bodyLimit: { maxBytes: CONSOLE_FORM_BYTES },
  responses: { ...backToConsole, ...notFound },
  handler: (c) => {
    const form = consoleFormOf(c.req.valid('form'));
    return answerConsoleForm(form, 'users', 'resetSent', async () => {
      const [account] = await listPlatformUsers(getDb(), { userId: c.req.valid('param').userId, limit: 1 });
      if (!account) throw new AppError('NOT_FOUND', 'platform.userNotFound');
      await requestPasswordReset(callerOf(c), { email: account.email, locale: form.locale });
    });
  },
});

export const platformUserRoutes = [listUsers, disabledRoute('disable'), disabledRoute('enable'), resetLink];
