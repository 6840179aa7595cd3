import { z } from 'zod';
import { ROLES } from '../permissions';

/**
 * "Team & Zugänge" (issue 30): a site's members and invitations. Messages are keys of the `api`
 * catalogue, translated when answered and by the editor at the field.
 */

export const ZTeamRole = z.enum(ROLES, { error: 'team.invalidRole' });
export type TeamRole = z.infer<typeof ZTeamRole>;

export const ZTeamMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZTeamRole,
  /** The last sign-in on this site's hosts; null when they never signed in here. */
  lastSignInAt: z.string().nullable(),
  /** The signed-in caller themselves. */
  self: z.boolean(),
});
export type TeamMember = z.infer<typeof ZTeamMember>;

export const ZTeamInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: ZTeamRole,
  sentAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type TeamInvitation = z.infer<typeof ZTeamInvitation>;

export const ZTeam = z.object({
  members: z.array(ZTeamMember),
  invitations: z.array(ZTeamInvitation),
  /** "Zwei-Faktor für alle Mitglieder verlangen". */
  requireTwoFactor: z.boolean(),
});
export type Team = z.infer<typeof ZTeam>;

export const ZInviteMemberRequest = z.object({
  email: z.email({ error: 'team.invalidEmail' }).trim().toLowerCase().max(254, { error: 'team.invalidEmail' }),
  role: ZTeamRole,
});
export type InviteMemberRequest = z.infer<typeof ZInviteMemberRequest>;

export const ZChangeRoleRequest = z.object({ role: ZTeamRole });
export type ChangeRoleRequest = z.infer<typeof ZChangeRoleRequest>;

export const ZTeamSecurityRequest = z.object({ requireTwoFactor: z.boolean() });
export type TeamSecurityRequest = z.infer<typeof ZTeamSecurityRequest>;

/** Ids in paths: invitations are uuids, user ids better-auth's strings. */
export const ZInvitationIdParam = z.object({ id: z.uuid({ error: 'team.invitationNotFound' }) });
export const ZMemberIdParam = z.object({ userId: z.string().min(1).max(100) });

/**
 * The accept page's post (urlencoded without JavaScript, the same fields with it): `join` as the
 * signed-in invitee, `signIn` with the invited address's password, `create` a new account.
 */
export const ZAcceptInvitationForm = z.discriminatedUnion('action', [
  z.object({ action: z.literal('join'), token: z.string().min(1).max(200) }),
  z.object({ action: z.literal('signIn'), token: z.string().min(1).max(200), password: z.string().min(1).max(200) }),
  z.object({ action: z.literal('create'), token: z.string().min(1).max(200), name: z.string().trim().min(1).max(120), password: z.string().max(200) }),
]);
export type AcceptInvitationForm = z.infer<typeof ZAcceptInvitationForm>;
