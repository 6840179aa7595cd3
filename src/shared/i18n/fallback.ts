import type { Locale } from '../locales';
import { SOURCE_LOCALE } from './config';

/**
 * The one fallback rule for a text missing in a language (docs/ARCHITECTURE.md, "Languages"):
 * the language itself → German for Romansh (Romansh readers read German) → English → German, the
 * source catalogue, which is complete by test. Every translator and message loader uses it.
 */
export function fallbackChain(locale: Locale): Locale[] {
  const chain: Locale[] = [locale];
  if (locale === 'rm') chain.push('de');
  chain.push('en', SOURCE_LOCALE);
  return [...new Set(chain)];
}
