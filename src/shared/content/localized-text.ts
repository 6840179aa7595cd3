import type { Locale } from '../locales';
import type { FieldContent } from './types';

/**
 * The plain text of a per-language value in one language, trimmed; '' when empty or when the
 * content has no languages (a language-neutral value). What "filled" and "missing" are measured by.
 */
export function plainTextOf(content: FieldContent | null, locale: Locale): string {
  if (!content || content.type === 'single') return '';
  const value = content.values[locale];
  return (typeof value === 'string' ? value : (value?.text ?? '')).trim();
}
