import { describe, expect, it } from 'vitest';
import { formatStorage } from './format-storage';

// Intl separates number and unit with a (narrow) no-break space, which varies by language.
const shown = (bytes: number, locale: 'de' | 'fr') => formatStorage(bytes, locale).replace(/\s/g, ' ');

describe('formatStorage', () => {
  it('shows gigabytes from 1 GB and megabytes below, in the Swiss form of the language', () => {
    expect(shown(5 * 1024 ** 3, 'de')).toBe('5 GB');
    expect(shown(1.25 * 1024 ** 3, 'de')).toBe('1.3 GB');
    expect(shown(1.25 * 1024 ** 3, 'fr')).toBe('1,3 Go');
    expect(shown(499 * 1024 ** 2, 'de')).toBe('499 MB');
    expect(shown(0, 'fr')).toBe('0 Mo');
  });
});
