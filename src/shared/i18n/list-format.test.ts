import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { intlTag } from './config';
import { formatList } from './list-format';

const NAMES = ['Anna', 'Ben', 'Cleo', 'Dario'];

describe('lists alike on server and browser (issue 33)', () => {
  it('joins Romansh and Albanian with their own word for "and"', () => {
    expect(formatList(['Anna', 'Ben', 'Cleo'], 'rm')).toBe('Anna, Ben e Cleo');
    expect(formatList(['Anna', 'Ben'], 'sq')).toBe('Anna dhe Ben');
  });

  it('prints exactly what Node’s ICU prints, in every language and for every length', () => {
    for (const locale of LOCALES) {
      for (let n = 0; n <= NAMES.length; n++) {
        const names = NAMES.slice(0, n);
        expect(formatList(names, locale), `${locale} ${n}`).toBe(new Intl.ListFormat(intlTag(locale), { type: 'conjunction' }).format(names));
      }
    }
  });
});
