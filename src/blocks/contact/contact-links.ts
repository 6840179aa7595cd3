/** tel: target with digits only, a leading + kept (spec §5.3); null without digits. */
export function telHref(phone: string | null | undefined): string | null {
  const trimmed = (phone ?? '').trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;

/** A plausible single e-mail address (trimmed), else null: nothing odd ever reaches a mailto: link. */
export function validEmail(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return EMAIL.test(trimmed) ? trimmed : null;
}

/** The address shown: the emailOverwrite option when it is a valid address, else the slot's. */
export function contactEmail(slotEmail: string | null, overwrite: string | null | undefined): string | null {
  return validEmail(overwrite) ?? validEmail(slotEmail);
}
