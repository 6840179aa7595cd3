import { describe, expect, it } from 'vitest';
import { neutralizeFormula } from './csv-cell';

describe('neutralizeFormula', () => {
  it('prefixes cells a spreadsheet would evaluate with a single quote', () => {
    for (const cell of ['=HYPERLINK("http://evil")', '+41 44 123 45 67', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutralizeFormula(cell)).toBe(`'${cell}`);
    }
  });

  it('leaves ordinary text alone, including formulas later in the text', () => {
    for (const cell of ['Anna Muster', 'a=b', '', "O'Neill", ' =1']) expect(neutralizeFormula(cell)).toBe(cell);
  });
});
