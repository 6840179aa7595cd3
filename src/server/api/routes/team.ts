import type { Context } from 'hono';
import { z } from 'zod';
import { ZChangeRoleRequest, ZInvitationIdParam, ZInviteMemberRequest, ZMemberIdParam, ZTeam, ZTeamSecurityRequest } from '../../../shared/schemas/team';
import { EDITOR_LANGUAGE_HEADER } from '../../../shared/api/request';
import { editorLanguageOf } from '../../../shared/i18n/config';
import { getDb } from '../../db/client';
import { resolveEditorLanguage } from '../../services/users/resolve-editor-language';
import { inviteMember } from '../../services/team/invite-member';
import { listTeam } from '../../services/team/list-team';
import { resendInvitation, revokeInvitation } from '../../services/team/manage-invitation';
import { changeMemberRole, removeMember } from '../../services/team/manage-member';
import { setRequireTwoFactor } from '../../services/team/set-require-two-factor';
import { userEmailOf } from '../../services/audit/user-email';
import { auditSiteAction } from '../audit-actor';
import { type MemberEnv, defineRoute } from '../define-route';
import { ok } from '../envelope';
import { envelopeAnswer, errorAnswer, jsonBody } from '../responses';

/**
 * "Team & Zugänge" (issue 30): members and invitations of the Host's site, for owners and admins
 * (`team`). What only owners may do — anything about an owner, the two-factor rule — is checked
 * by the services and the `security` permission.
 */

const actorOf = (c: Context<MemberEnv>) => ({ userId: c.get('user').id, role: c.get('role'), user: c.get('user') });
/** The inviter's editor language (their preference, else the site's default the editor speaks): the mail's language. */
/** The inviter's editor language: the one the editor is shown in (its header), else their stored choice or the site's default. */
const mailLocale = async (c: Context<MemberEnv>) =>
  editorLanguageOf(c.req.header(EDITOR_LANGUAGE_HEADER)) ??
  (await resolveEditorLanguage(getDb(), { userId: c.get('user').id, siteDefault: c.get('site').defaultLocale }));
const memberEmail = (userId: string) => userEmailOf(getDb(), userId);
const done = envelopeAnswer(z.object({ done: z.literal(true) }), 'Done');
const ownerRule = { 403: errorAnswer('Only owners touch owners'), 409: errorAnswer('The last owner stays owner') };

const readTeam = defineRoute({
  method: 'get',
  path: '/team',
  auth: 'admin',
  permission: 'team',
  summary: "The site's members (role, last sign-in), open invitations and two-factor rule",
  responses: { 200: envelopeAnswer(ZTeam, 'The team') },
  handler: async (c) => ok(c, await listTeam(getDb(), { siteId: c.get('site').id, userId: c.get('user').id })),
});

const invite = defineRoute({
  method: 'post',
  path: '/team/invitations',
  auth: 'admin',
  permission: 'team',
  summary: 'Invite an e-mail address with a role (single-use link, 7 days, mailed in the editor language)',
  request: { body: jsonBody(ZInviteMemberRequest) },
  responses: { 200: envelopeAnswer(z.object({ id: z.string() }), 'Invited'), 400: errorAnswer('Invalid address or role'), ...ownerRule },
  handler: async (c) => {
    const request = c.req.valid('json');
    const invited = await inviteMember(getDb(), { site: c.get('site'), actor: actorOf(c), locale: await mailLocale(c), request });
    // Whom and as what; never the link or its token.
    await auditSiteAction(c, 'invitation.sent', { email: request.email, role: request.role });
    return ok(c, invited);
  },
});

const resend = defineRoute({
  method: 'post',
  path: '/team/invitations/{id}/resend',
  auth: 'admin',
  permission: 'team',
  summary: 'Send an open invitation again: a new link and expiry, the old link stops working',
  request: { params: ZInvitationIdParam },
  responses: { 200: done, 404: errorAnswer('No open invitation of this site'), ...ownerRule },
  handler: async (c) => {
    const invitation = await resendInvitation(getDb(), { site: c.get('site'), actor: actorOf(c), locale: await mailLocale(c), id: c.req.valid('param').id });
    await auditSiteAction(c, 'invitation.sent', { email: invitation.email, role: invitation.role, resent: true });
    return ok(c, { done: true as const });
  },
});

const revoke = defineRoute({
  method: 'delete',
  path: '/team/invitations/{id}',
  auth: 'admin',
  permission: 'team',
  summary: 'Withdraw an open invitation',
  request: { params: ZInvitationIdParam },
  responses: { 200: done, 404: errorAnswer('No open invitation of this site'), ...ownerRule },
  handler: async (c) => {
    const invitation = await revokeInvitation(getDb(), { siteId: c.get('site').id, actor: actorOf(c), id: c.req.valid('param').id });
    await auditSiteAction(c, 'invitation.revoked', { email: invitation.email, role: invitation.role });
    return ok(c, { done: true as const });
  },
});

const changeRole = defineRoute({
  method: 'put',
  path: '/team/members/{userId}',
  auth: 'admin',
  permission: 'team',
  summary: "Change a member's role",
  request: { params: ZMemberIdParam, body: jsonBody(ZChangeRoleRequest) },
  responses: { 200: done, 400: errorAnswer('Invalid role'), 404: errorAnswer('Not a member of this site'), ...ownerRule },
  handler: async (c) => {
    const { userId } = c.req.valid('param');
    const { role } = c.req.valid('json');
    const previous = await changeMemberRole(getDb(), { siteId: c.get('site').id, actor: actorOf(c), userId, role });
    if (previous !== role) await auditSiteAction(c, 'member.roleChanged', { userId, email: await memberEmail(userId), from: previous, to: role });
    return ok(c, { done: true as const });
  },
});

const remove = defineRoute({
  method: 'delete',
  path: '/team/members/{userId}',
  auth: 'admin',
  permission: 'team',
  summary: 'Remove a member; their sessions of this site end at once',
  request: { params: ZMemberIdParam },
  responses: { 200: done, 404: errorAnswer('Not a member of this site'), ...ownerRule },
  handler: async (c) => {
    const { userId } = c.req.valid('param');
    const email = await memberEmail(userId);
    const role = await removeMember(getDb(), { siteId: c.get('site').id, actor: actorOf(c), userId });
    await auditSiteAction(c, 'member.removed', { userId, email, role });
    return ok(c, { done: true as const });
  },
});

const security = defineRoute({
  method: 'put',
  path: '/team/security',
  auth: 'owner',
  permission: 'security',
  summary: 'Require two-factor sign-in of every member (owners only)',
  request: { body: jsonBody(ZTeamSecurityRequest) },
  responses: {
    200: envelopeAnswer(ZTeamSecurityRequest, 'Stored'),
    400: errorAnswer('Invalid value'),
    409: errorAnswer('Turn on your own two-factor sign-in first'),
  },
  handler: async (c) => {
    const { requireTwoFactor } = c.req.valid('json');
    const stored = await setRequireTwoFactor(getDb(), { siteId: c.get('site').id, requireTwoFactor, actorHasTwoFactor: c.get('user').twoFactorEnabled });
    if (stored.changed) await auditSiteAction(c, 'site.twoFactorChanged', { requireTwoFactor });
    return ok(c, { requireTwoFactor: stored.requireTwoFactor });
  },
});

export const teamRoutes = [readTeam, invite, resend, revoke, changeRole, remove, security];
