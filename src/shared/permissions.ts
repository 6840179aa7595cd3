/**
 * The permission matrix (issue 30): what each member role of a site may do. One table, read by
 * `defineRoute` (every member route names the permission it needs; the role check is this table),
 * by the edit route and the editor (which hide what the role cannot do) and by the generated
 * per-role test (`tests/int/role-matrix.int.test.ts`), which walks the OpenAPI document and expects
 * 403 exactly where this table refuses.
 *
 * Roles, from most to least: owner > admin > editor > optician. Opticians are the business's own
 * staff: the inbox, the business profile (opening hours, branches, team) and the job and
 * marketplace listings (with the media library to illustrate them) — not the pages.
 */

export const ROLES = ['owner', 'admin', 'editor', 'optician'] as const;
export type Role = (typeof ROLES)[number];

const EVERY_ROLE: readonly Role[] = ROLES;
const EDITORS: readonly Role[] = ['owner', 'admin', 'editor'];
const ADMINS: readonly Role[] = ['owner', 'admin'];
const OWNERS: readonly Role[] = ['owner'];

export const PERMISSIONS = {
  /** Form submissions, their CSV and retrying their mails. */
  inbox: EVERY_ROLE,
  /** The business profile: company, branches, opening hours, special days, staff. */
  business: EVERY_ROLE,
  /** Job offers and marketplace items, their status and machine translation. */
  listings: EVERY_ROLE,
  /** The media library: list, upload, crop, tags and focal point. */
  media: EVERY_ROLE,
  /** Reading the site's languages and translation provider (the listings' language tabs need them). */
  'site.view': EVERY_ROLE,
  /** Removing media the pages may show. */
  'media.delete': EDITORS,
  /** Pages, sections, fields, collections, navigation, versions, translations: the working state. */
  'content.edit': EDITORS,
  /** Making the working state public: a page or the whole site. */
  'content.publish': EDITORS,
  /** The site settings draft (header, footer, booking, tracking, theme, …). */
  settings: EDITORS,
  /** The site's languages and default language (effective at once). */
  languages: ADMINS,
  /** Members and invitations (an admin never touches owners: checked by the team services). */
  team: ADMINS,
  /** Own domains and the primary domain. */
  domains: ADMINS,
  /** Reading the site's audit log (sign-ins, team, domains, publishing…). */
  audit: ADMINS,
  /** Ownership: inviting, promoting to, demoting and removing owners (inside the team services). */
  ownership: OWNERS,
  /** Site security: requiring two-factor sign-in of every member. */
  security: OWNERS,
  /** Deleting the site. */
  'site.delete': OWNERS,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** Whether a role holds a permission (no role: not a member, nothing). */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** The least role that holds a permission (the matrix is ordered: each role holds all below it). */
export function leastRoleFor(permission: Permission): Role {
  const holders = PERMISSIONS[permission] as readonly Role[];
  const least = [...ROLES].reverse().find((role) => holders.includes(role));
  if (!least) throw new Error(`no role holds ${permission}`);
  return least;
}

/** Every permission a role holds (handed to the editor, which hides the rest). */
export function permissionsOf(role: Role): Permission[] {
  return PERMISSION_NAMES.filter((permission) => can(role, permission));
}

/** Roles by rank (owner highest): "this role and above" for routes declared by role. */
export const ROLE_RANK: Record<Role, number> = { optician: 1, editor: 2, admin: 3, owner: 4 };
