import type { FormKind } from '../../../shared/schemas/forms/inbox';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The inbox's display name: "Vorname Nachname", or the sponsor's contact and company. */
export function submissionName(kind: FormKind, values: Record<string, unknown>): string {
  if (kind === 'contact') return `${text(values.vorname)} ${text(values.nachname)}`.trim();
  const company = text(values.company);
  return company ? `${text(values.contactName)}, ${company}` : text(values.contactName);
}

export function submissionEmail(values: Record<string, unknown>): string {
  return text(values.email);
}
