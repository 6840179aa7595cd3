import { describe, expect, it } from 'vitest';
import { closeTerms, editDistance, likePatterns, typoWords } from './typo';

const likeToRegExp = (pattern: string) => new RegExp(`^${pattern.replaceAll('_', '.').replaceAll('%', '.*')}$`, 'u');
const matchesAny = (word: string, patterns: string[]) => patterns.some((p) => likeToRegExp(p).test(word));

describe('typo tolerance', () => {
  it('keeps at most five query words of three to thirty letters', () => {
    expect(typoWords('Ab Brile brile, KONTAKT! a1 b c d e f g h')).toEqual(['brile', 'kontakt']);
    expect(typoWords('eins zwei drei vier fünf sechs')).toHaveLength(5);
  });

  it('builds LIKE patterns matching every word one edit away', () => {
    const patterns = likePatterns('brile');
    for (const word of ['brille', 'brile', 'brite', 'bile', 'rbile', 'brilen', 'brilex']) expect(matchesAny(word, patterns), word).toBe(true);
    expect(
      matchesAny(
        'brillen',
        patterns.filter((p) => !p.endsWith('%')),
      ),
    ).toBe(false);
    expect(matchesAny('optik', patterns)).toBe(false);
    expect(likePatterns('öl')).toContain('ö_l');
  });

  it('measures edit distance with adjacent swaps costing one', () => {
    expect(editDistance('brile', 'brille')).toBe(1);
    expect(editDistance('rbille', 'brille')).toBe(1);
    expect(editDistance('brille', 'brille')).toBe(0);
    expect(editDistance('linse', 'brille')).toBeGreaterThan(2);
    expect(editDistance('', 'ab')).toBe(2);
  });

  it('keeps close terms, nearest first, and words the query begins', () => {
    expect(closeTerms('brile', ['brine', 'brille', 'bille', 'optik'])).toEqual(['brille', 'brine']);
    expect(closeTerms('kontakt', ['kontaktlinsen', 'kontakte', 'optik'])).toEqual(['kontakte', 'kontaktlinsen']);
    expect(closeTerms('abc', ['abcdef'])).toEqual([]);
  });
});
