import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { createT } from './translator';
import { formatChfAmount, formatNumber, numberTag } from './number-format';

/** Without the kinds of space (no-break, narrow no-break) the formats put between amount and currency. */
const plain = (text: string) => text.replace(/\s/g, ' ');

/** Node's output for every language: the browser test (tests/e2e/number-format.e2e.ts) expects Chromium to print the same. */
describe('numbers alike on server and browser (issue 33)', () => {
  it('formats Romansh and Albanian with Swiss German conventions (Chromium has no data of its own for them)', () => {
    expect(numberTag('rm')).toBe('de-CH');
    expect(numberTag('sq')).toBe('de-CH');
    expect(plain(formatChfAmount(29_000, 'rm', 0))).toBe("CHF 29'000");
    expect(plain(formatChfAmount(1290, 'sq'))).toBe("CHF 1'290.00");
    expect(plain(formatNumber(1234567.5, 'rm'))).toBe("1'234'567.5");
  });

  it('keeps every other language’s own Swiss conventions', () => {
    expect(plain(formatChfAmount(29_000, 'fr', 0))).toBe('29 000 CHF');
    expect(plain(formatChfAmount(1290, 'hr'))).toBe('1.290,00 CHF');
    expect(plain(formatNumber(1234567.5, 'pt'))).toBe('1 234 567,5');
  });

  it('writes numbers inside messages as formatNumber does, in every language', () => {
    for (const locale of LOCALES) {
      const t = createT({ locale, namespace: 'box', messages: { box: { price: '{amount, number, ::currency/CHF precision-integer}', count: '{n, number}' } } });
      expect(t('price', { amount: 29_000 }), locale).toBe(formatChfAmount(29_000, locale, 0));
      expect(t('count', { n: 1234567.5 }), locale).toBe(formatNumber(1234567.5, locale));
    }
  });
});
