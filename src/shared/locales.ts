/** The ten languages a site may publish in (spec §3.1). Order is the display order. */
export const LOCALES = ['de', 'fr', 'it', 'rm', 'en', 'sq', 'sr', 'hr', 'es', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A per-locale map where any language may be missing. */
export type Localized<T> = Partial<Record<Locale, T>>;
