import { escapeHtml, termPlaceholder } from './markup';

/** Letters, digits and "_" in any script: a term only matches where none of them touches it. */
const WORD_CHARACTER = '[\\p{L}\\p{N}\\p{M}_]';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * One regular expression for a site's glossary: case-sensitive (a brand is spelled one way),
 * whole words only (the term "Optik" must not protect the start of "Optiker"), longest first so
 * "Webbox Optik" wins over "Webbox" where both match. Null when there is nothing to protect.
 */
export function glossaryMatcher(glossary: readonly string[]): RegExp | null {
  const terms = [...new Set(glossary.map((term) => term.trim()).filter((term) => term !== ''))];
  if (terms.length === 0) return null;
  terms.sort((a, b) => b.length - a.length);
  return new RegExp(`(?<!${WORD_CHARACTER})(?:${terms.map(escapeRegExp).join('|')})(?!${WORD_CHARACTER})`, 'gu');
}

/**
 * `text` as escaped HTML with every glossary term replaced by a placeholder. The terms are
 * appended to `terms` (the fragment's table), whose index each placeholder carries, so the answer
 * gets the original spelling back whatever the engine did around it.
 */
export function protectTerms(text: string, matcher: RegExp | null, terms: string[]): string {
  if (!matcher) return escapeHtml(text);
  let html = '';
  let cursor = 0;
  for (const match of text.matchAll(matcher)) {
    html += escapeHtml(text.slice(cursor, match.index)) + termPlaceholder(terms.length);
    terms.push(match[0]);
    cursor = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(cursor));
}
