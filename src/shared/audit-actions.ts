/**
 * What the audit log records (issue 34), one closed list: the database checks it, the console's
 * filter and both lists' labels are typed from it. Adding an action is adding it here (a migration
 * then updates the check) and its label in de/fr/it/en (`editorPlatform` and `editorTeam`).
 */
export const AUDIT_ACTIONS = [
  'auth.signIn',
  'auth.signInFailed',
  'member.added',
  'member.removed',
  'member.roleChanged',
  'domain.added',
  'domain.removed',
  'domain.primaryChanged',
  'site.published',
  'page.published',
  'page.deleted',
  'site.suspended',
  'site.resumed',
  'account.disabled',
  'account.enabled',
  'site.exported',
  'site.imported',
  'site.created',
  'site.deleted',
  'site.restored',
  'site.purged',
  'site.quotaChanged',
  'invitation.sent',
  'invitation.revoked',
  'site.twoFactorChanged',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);

/** An event's small facts: strings, numbers, booleans or null (no nesting, no secrets). */
export type AuditDetails = Record<string, string | number | boolean | null>;

type Underscored<A extends string> = A extends `${infer Area}.${infer Verb}` ? `${Area}_${Verb}` : never;
/** An action's label key in the catalogues (`auth.signIn` -> `auth_signIn`: a dot there would nest). */
export type AuditActionKey = Underscored<AuditAction>;
export const auditActionKey = (action: AuditAction): AuditActionKey => action.replace('.', '_') as AuditActionKey;

/** An event's facts as one line: `host: optik.ch · role: editor`. */
export const formatAuditDetails = (details: AuditDetails): string =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');
