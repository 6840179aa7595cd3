import { describe, expect, it } from 'vitest';
import { glossaryMatcher, protectTerms } from './glossary';

function protect(text: string, glossary: string[]) {
  const terms: string[] = [];
  return { html: protectTerms(text, glossaryMatcher(glossary), terms), terms };
}

describe('glossary placeholders', () => {
  it('protects whole, case-sensitive terms and nothing inside longer words', () => {
    const { html, terms } = protect('Optik Muster & Optiker muster: Optik.', ['Optik']);
    expect(html).toBe('<span translate="no" data-g="0"></span> Muster &amp; Optiker muster: <span translate="no" data-g="1"></span>.');
    expect(terms).toEqual(['Optik', 'Optik']);
  });

  it('prefers the longest term where several match', () => {
    const { html, terms } = protect('Bei Webbox Optik AG und Webbox', ['Webbox', 'Webbox Optik AG']);
    expect(terms).toEqual(['Webbox Optik AG', 'Webbox']);
    expect(html).toBe('Bei <span translate="no" data-g="0"></span> und <span translate="no" data-g="1"></span>');
  });

  it('treats letters of any script as part of a word and regex characters as plain text', () => {
    expect(protect('Zürich-Brillen Zürich', ['Zürich']).terms).toEqual(['Zürich', 'Zürich']);
    expect(protect('Brillenzürich', ['zürich']).terms).toEqual([]);
    expect(protect('C++ und C', ['C++']).html).toBe('<span translate="no" data-g="0"></span> und C');
  });

  it('escapes text without a glossary and ignores blank terms', () => {
    expect(glossaryMatcher(['', '  '])).toBeNull();
    expect(protect('a < b & c', []).html).toBe('a &lt; b &amp; c');
  });
});
