import { describe, expect, it } from 'vitest';
import { decodeEntities, splitOuterWhitespace } from './markup';
import { parseFragment } from './parse-fragment';
import { TranslationError } from './types';

function reason(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof TranslationError ? error.reason : 'other';
  }
  return undefined;
}

describe('parseFragment (reading an engine answer back)', () => {
  it('reads marked runs, breaks and placeholders, restoring the terms with the marks around them', () => {
    const tokens = parseFragment('Bienvenue <span data-m="0">chez <span translate="no" data-g="0"></span></span><br>fin', { terms: ['Webbox'], markCount: 1 });
    expect(tokens).toEqual([
      { kind: 'text', text: 'Bienvenue ', mark: null },
      { kind: 'text', text: 'chez Webbox', mark: 0 },
      { kind: 'break' },
      { kind: 'text', text: 'fin', mark: null },
    ]);
  });

  it('accepts what engines do to our tags: quotes, spaces, case, self-closing, a filled placeholder', () => {
    const tokens = parseFragment('<SPAN data-m=\'0\' >a</span > <span data-g=0 translate="no"/> <br /><span translate=\'no\' data-g="1">Brille</span>', {
      terms: ['X', 'Y'],
      markCount: 1,
    });
    expect(tokens).toEqual([
      { kind: 'text', text: 'a', mark: 0 },
      { kind: 'text', text: ' X ', mark: null },
      { kind: 'break' },
      { kind: 'text', text: 'Y', mark: null },
    ]);
  });

  it('takes a bare "<" or "&" (LibreTranslate unescapes its output) and entities as text', () => {
    expect(parseFragment('a < b & c &lt;d&gt; &#233;&#x20AC;&nbsp;&bogus;', { terms: [], markCount: 0 })).toEqual([
      { kind: 'text', text: 'a < b & c <d> é€\u00a0&bogus;', mark: null },
    ]);
  });

  it('refuses answers that would lose or invent content', () => {
    expect(reason(() => parseFragment('<b>fett</b>', { terms: [], markCount: 0 }))).toBe('badAnswer');
    expect(reason(() => parseFragment('<span data-m="1">x</span>', { terms: [], markCount: 1 }))).toBe('badAnswer');
    expect(reason(() => parseFragment('kein Link mehr', { terms: [], markCount: 1 }))).toBe('badAnswer');
    expect(reason(() => parseFragment('<span data-m="0">offen', { terms: [], markCount: 1 }))).toBe('badAnswer');
    expect(reason(() => parseFragment('zu</span>', { terms: [], markCount: 0 }))).toBe('badAnswer');
    expect(reason(() => parseFragment('ohne Begriff', { terms: ['Webbox'], markCount: 0 }))).toBe('badAnswer');
    expect(reason(() => parseFragment('<span translate="no" data-g="0"></span><span translate="no" data-g="0"></span>', { terms: ['W'], markCount: 0 }))).toBe(
      'badAnswer',
    );
    expect(reason(() => parseFragment('<span class="x">?</span>', { terms: [], markCount: 0 }))).toBe('badAnswer');
  });
});

describe('markup helpers', () => {
  it('splits the whitespace around a fragment off and decodes only real entities', () => {
    expect(splitOuterWhitespace('  a <br> b \n')).toEqual({ lead: '  ', core: 'a <br> b', trail: ' \n' });
    expect(splitOuterWhitespace('   ')).toEqual({ lead: '   ', core: '', trail: '' });
    expect(decodeEntities('R&D &amp;amp; &#0;')).toBe('R&D &amp; &#0;');
  });
});
