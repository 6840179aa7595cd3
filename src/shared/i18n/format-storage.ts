import { intlTag } from './config';
import type { Locale } from '../locales';

const GB = 1024 ** 3;
const MB = 1024 ** 2;

/** A byte count as the library shows it: gigabytes from 1 GB, else megabytes, one decimal at most. */
export function formatStorage(bytes: number, locale: Locale): string {
  const [value, unit] = bytes >= GB ? [bytes / GB, 'gigabyte'] : [bytes / MB, 'megabyte'];
  return new Intl.NumberFormat(intlTag(locale), { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
