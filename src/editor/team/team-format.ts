import { DISPLAY_TIME_ZONE, type EditorLocale, intlTag } from '@/shared/i18n/config';
import { ROLES, type Role } from '@/shared/permissions';

/** A date and time of the team list in the editor language, in the spec's display zone. */
export function formatTeamDate(value: string, language: EditorLocale): string {
  return new Intl.DateTimeFormat(intlTag(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: DISPLAY_TIME_ZONE }).format(new Date(value));
}

/** The roles an actor may hand out: owners every role, admins every role below owner. */
export function assignableRoles(actor: Role): Role[] {
  return actor === 'owner' ? [...ROLES] : ROLES.filter((role) => role !== 'owner');
}

/** Whether the actor may change or remove a member with this role (admins never touch owners). */
export function mayManage(actor: Role, target: Role): boolean {
  return actor === 'owner' || target !== 'owner';
}
