import type { Locale } from '../locales';
import { listFormat } from './cached-formats';
import { intlTag } from './config';

/**
 * Lists of names ("Anna, Ben und Cleo"), the same on the server and in the browser (issue 33): for
 * Romansh and Albanian Chromium's reduced ICU writes en-US ("Anna, Ben, and Cleo"); they are joined
 * here exactly as Node's ICU joins them. Every other language keeps `Intl.ListFormat`.
 */
const OWN_AND: Partial<Readonly<Record<Locale, string>>> = { rm: 'e', sq: 'dhe' };

/** `items` joined as "a, b and c" in the page language. */
export function formatList(items: readonly string[], locale: Locale): string {
  const and = OWN_AND[locale];
  if (!and) return listFormat(intlTag(locale)).format(items);
  if (items.length < 2) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
