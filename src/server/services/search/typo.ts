import { words } from './search-text';

/**
 * Typo tolerance without extensions (no pg_trgm, no fuzzystrmatch — PGlite has neither by default):
 * each query word becomes LIKE patterns that match every word one edit away (a letter replaced,
 * missing, extra, or two neighbours swapped) plus, from 4 letters, words it is the start of. The
 * database returns the indexed words matching any pattern; `closeTerms` keeps those really within
 * one edit (or extending the word) and the search runs again with them.
 */
export const MAX_QUERY_WORDS = 5;
export const MIN_TYPO_WORD_LENGTH = 3;
const MAX_TYPO_WORD_LENGTH = 30;
export const MAX_CANDIDATES_PER_WORD = 5;

/** The query's words worth correcting, bounded in number and length. */
export function typoWords(query: string): string[] {
  return [...new Set(words(query))].filter((word) => word.length >= MIN_TYPO_WORD_LENGTH && word.length <= MAX_TYPO_WORD_LENGTH).slice(0, MAX_QUERY_WORDS);
}

/** LIKE patterns for every word within one edit of `word` (letters and digits only: nothing to escape). */
export function likePatterns(word: string): string[] {
  const chars = [...word];
  const patterns = new Set<string>();
  for (let i = 0; i <= chars.length; i++) {
    const head = chars.slice(0, i).join('');
    patterns.add(`${head}_${chars.slice(i).join('')}`); // a letter missing
    if (i < chars.length) {
      patterns.add(`${head}_${chars.slice(i + 1).join('')}`); // a letter replaced
      patterns.add(`${head}${chars.slice(i + 1).join('')}`); // an extra letter
    }
    if (i < chars.length - 1) {
      const swapped = [...chars];
      [swapped[i], swapped[i + 1]] = [chars[i + 1] ?? '', chars[i] ?? ''];
      patterns.add(swapped.join('')); // neighbours swapped
    }
  }
  if (chars.length >= 4) patterns.add(`${word}%`);
  return [...patterns];
}

/** Optimal-string-alignment distance (Levenshtein plus adjacent swaps), by code point. */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const rows: number[][] = Array.from({ length: s.length + 1 }, (_, i) => Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      const row = rows[i];
      if (row) row[j] = best;
    }
  }
  return at(s.length, t.length);
}

/** Indexed words close to `word`: one edit away first, then words it begins; at most a few. */
export function closeTerms(word: string, terms: readonly string[]): string[] {
  const scored: { term: string; score: number }[] = [];
  for (const term of terms) {
    const distance = editDistance(word, term);
    if (distance <= 1) scored.push({ term, score: distance });
    else if (word.length >= 4 && term.startsWith(word)) scored.push({ term, score: 1 + (term.length - word.length) / 100 });
  }
  scored.sort((a, b) => a.score - b.score || a.term.localeCompare(b.term));
  return scored.slice(0, MAX_CANDIDATES_PER_WORD).map((s) => s.term);
}
