import { describe, expect, it } from 'vitest';
import { intlTag } from './config';
import { createT } from './translator';

const chf = (locale: 'de' | 'fr', amount: number) => new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency: 'CHF' }).format(amount);

const MESSAGE = '{count, plural, one {# Bild} other {# Bilder}} für {price, number, ::currency/CHF}';

describe('createT', () => {
  it('translators share parsed messages but each formats in its own language and with its own text', () => {
    const de = createT({ locale: 'de', namespace: 'box', messages: { box: { images: MESSAGE } } });
    const fr = createT({ locale: 'fr', namespace: 'box', messages: { box: { images: MESSAGE } } });
    const other = createT({ locale: 'de', namespace: 'box', messages: { box: { images: '{count, plural, one {# Foto} other {# Fotos}}' } } });
    expect(de('images', { count: 1, price: 1234.5 })).toBe(`1 Bild für ${chf('de', 1234.5)}`);
    expect(fr('images', { count: 2, price: 1234.5 })).toBe(`2 Bilder für ${chf('fr', 1234.5)}`);
    expect(chf('fr', 1234.5)).not.toBe(chf('de', 1234.5));
    expect(other('images', { count: 3 })).toBe('3 Fotos');
    expect(de('images', { count: 2, price: 5 })).toBe(`2 Bilder für ${chf('de', 5)}`);
  });
});
