import { GLOSSARY_MAX_TERMS, ZGlossary } from '@/shared/schemas/translation';

/** The longest term the settings accept (read from the schema, so the two never disagree). */
export const GLOSSARY_TERM_MAX = ZGlossary.element.maxLength ?? 80;

export type GlossaryProblem = { key: 'empty' | 'duplicate' } | { key: 'tooLong' | 'full'; max: number };

/** Why `term` cannot join the glossary, or null; the server keeps each term once, case-insensitively, too. */
export function glossaryProblem(glossary: readonly string[], term: string): GlossaryProblem | null {
  const trimmed = term.trim();
  if (trimmed === '') return { key: 'empty' };
  if (trimmed.length > GLOSSARY_TERM_MAX) return { key: 'tooLong', max: GLOSSARY_TERM_MAX };
  const key = trimmed.toLocaleLowerCase('de-CH');
  if (glossary.some((existing) => existing.toLocaleLowerCase('de-CH') === key)) return { key: 'duplicate' };
  if (glossary.length >= GLOSSARY_MAX_TERMS) return { key: 'full', max: GLOSSARY_MAX_TERMS };
  return null;
}
