import type { Locale } from '../locales';
import { numberFormat } from './cached-formats';
import { intlTag } from './config';

/**
 * Numbers and prices, the same on the server and in the browser (issue 33). Node ships all of ICU;
 * Chromium ships a reduced set without Romansh and Albanian and formats them as en-US ("CHF 29,000",
 * which reads as 29 francs) while the server wrote "CHF 29 000". These languages are given the
 * Swiss German conventions explicitly, so both sides print the same string. Every other language
 * keeps its own Swiss tag: the browser test (tests/e2e/number-format.e2e.ts) compares them all.
 */
const NUMBER_TAGS: Readonly<Record<string, string>> = { 'rm-CH': 'de-CH', 'sq-CH': 'de-CH' };

/** The tag a number is formatted with for an `Intl` tag (`intlTag`): itself, or its explicit stand-in. */
export function numberTagOf(tag: string): string {
  return NUMBER_TAGS[tag] ?? tag;
}

/** The tag numbers of a page language are formatted with. */
export function numberTag(locale: Locale): string {
  return numberTagOf(intlTag(locale));
}

/** A number in the page language ("1’234.5", "1 234,5"). */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(numberTag(locale), options).format(value);
}

/** An amount in Swiss francs in the page language ("CHF 1’290.00", "1 290.00 CHF"), with cents when `fraction` is 2. */
export function formatChfAmount(amount: number, locale: Locale, fraction: 0 | 2 = 2): string {
  return numberFormat(numberTag(locale), { style: 'currency', currency: 'CHF', minimumFractionDigits: fraction, maximumFractionDigits: fraction }).format(
    amount,
  );
}
