import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { textsByLocale, writtenLanguage } from './written-languages';

describe('written languages', () => {
  it('lets Romansh read German and the untranslated languages read English', () => {
    expect(LOCALES.map((locale) => [locale, writtenLanguage(locale)])).toEqual([
      ['de', 'de'], ['fr', 'fr'], ['it', 'it'], ['rm', 'de'], ['en', 'en'],
      ['sq', 'en'], ['sr', 'en'], ['hr', 'en'], ['es', 'en'], ['pt', 'en'],
    ]);
  });

  it('gives every site language a text set', () => {
    const texts = textsByLocale({ de: 'Hallo', fr: 'Bonjour', it: 'Ciao', en: 'Hello' });
    expect([texts.rm, texts.pt, texts.it]).toEqual(['Hallo', 'Hello', 'Ciao']);
    expect(Object.keys(texts).sort()).toEqual([...LOCALES].sort());
  });
});
