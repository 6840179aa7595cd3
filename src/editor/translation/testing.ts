import type { TMissingText, TMissingTranslations, TOutdatedText } from '@/shared/schemas/translation';
import { IDS } from '../toolbar/testing';

/** Fixtures for the translation workflow's component tests, never imported by runtime code. */

export const TEXT_IDS = {
  subtitle: '5a0c3e1d-4444-4444-8444-000000000007',
  body: '5a0c3e1d-4444-4444-8444-000000000008',
} as const;

/** A missing text; by default the hero's title, missing in French, from German. */
export function missingText(overrides: Partial<TMissingText> = {}): TMissingText {
  return { locale: 'fr', groupId: IDS.group, groupType: 'hero', fieldId: IDS.field, slot: 'title', sourceLocale: 'de', source: 'Willkommen', ...overrides };
}

/** An outdated translation; by default the hero's French title after its German one changed. */
export function outdatedText(overrides: Partial<TOutdatedText> = {}): TOutdatedText {
  return {
    locale: 'fr',
    groupId: IDS.group,
    groupType: 'hero',
    fieldId: IDS.field,
    slot: 'title',
    sourceLocale: 'de',
    oldSource: 'Willkommen',
    newSource: 'Herzlich willkommen',
    translation: 'Bienvenue',
    ...overrides,
  };
}

type Language = { locale: TMissingText['locale']; count: number; blocking?: boolean };

/** The answer of GET /page/status/translation/missing; a language blocks (is live) unless told. */
export function missingAnswer(languages: Language[], texts: TMissingText[] = [], outdated: TOutdatedText[] = []): TMissingTranslations {
  return {
    languages: languages.map(({ locale, count, blocking = true }) => ({ locale, count, blocking, live: blocking })),
    texts,
    outdated,
  };
}
