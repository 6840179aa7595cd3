import { describe, expect, it } from 'vitest';
import type { FieldContent, RichTextValue } from '../../../shared/content/types';
import type { Locale, Localized } from '../../../shared/locales';
import { type OutdatedMarks, nextOutdatedMarks, sourceLocaleOf } from './outdated-marks';

const site = { locales: ['de', 'fr', 'it'] as Locale[], defaultLocale: 'de' as Locale };
const text = (values: Localized<string>): FieldContent => ({ type: 'localizedSingleValue', values });
const rich = (plain: string, bold = false): RichTextValue => ({
  json: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: plain, ...(bold ? { marks: [{ type: 'bold' }] } : {}) }] }] },
  text: plain,
});

function change(before: FieldContent | null, after: FieldContent | null, options: { marks?: OutdatedMarks; written?: Locale[] } = {}) {
  return nextOutdatedMarks({ before, after, marks: options.marks, written: options.written ?? ['de'], ...site });
}

describe('the source of a translation', () => {
  it('is the default language when filled, else the first filled one in the site order', () => {
    expect(sourceLocaleOf(text({ de: 'Hallo', fr: 'Salut' }), site)).toBe('de');
    expect(sourceLocaleOf(text({ it: 'Ciao', fr: 'Salut', de: ' ' }), site)).toBe('fr');
    expect(sourceLocaleOf(text({}), site)).toBeNull();
    expect(sourceLocaleOf({ type: 'single', value: '052 123 45 67' }, site)).toBeNull();
  });
});

describe('outdated marks', () => {
  it('are set on every other filled language when the source text changes, with the source they were made for', () => {
    const marks = change(text({ de: 'Willkommen', fr: 'Bienvenue', it: 'Benvenuti' }), text({ de: 'Herzlich willkommen', fr: 'Bienvenue', it: 'Benvenuti' }));
    expect(marks).toEqual({ fr: { sourceLocale: 'de', source: 'Willkommen' }, it: { sourceLocale: 'de', source: 'Willkommen' } });
  });

  it('keep the first source over several changes, and go when the source is back to it', () => {
    const first = change(text({ de: 'A', fr: 'a' }), text({ de: 'B', fr: 'a' }));
    const second = change(text({ de: 'B', fr: 'a' }), text({ de: 'C', fr: 'a' }), { marks: first });
    expect(second).toEqual({ fr: { sourceLocale: 'de', source: 'A' } });
    expect(change(text({ de: 'C', fr: 'a' }), text({ de: 'A', fr: 'a' }), { marks: second })).toBeUndefined();
  });

  it('are never set on a language-neutral value, nor when the source only gets its first text or is emptied', () => {
    expect(change({ type: 'single', value: '052 123 45 67' }, { type: 'single', value: '052 999 00 11' }, { written: [] })).toBeUndefined();
    expect(
      change(
        text({ de: '052 123 45 67', fr: '052 123 45 67' }),
        { type: 'single', value: '052 999 00 11' },
        { marks: { fr: { sourceLocale: 'de', source: 'x' } } },
      ),
    ).toBeUndefined();
    // German (the default) typed where French was the only text: a new translation, not a changed source.
    expect(change(text({ fr: 'Salut' }), text({ de: 'Hallo', fr: 'Salut' }))).toBeUndefined();
    expect(change(text({ de: 'Hallo', fr: 'Salut' }), text({ fr: 'Salut' }))).toBeUndefined();
  });

  it('are not set on a translation changed in the same save, nor on a language still empty', () => {
    const marks = change(text({ de: 'Alt', fr: 'Vieux', it: 'Vecchio' }), text({ de: 'Neu', fr: 'Nouveau', it: 'Vecchio' }), { written: ['de', 'fr'] });
    expect(marks).toEqual({ it: { sourceLocale: 'de', source: 'Alt' } });
    expect(change(text({ de: 'Alt' }), text({ de: 'Neu' }))).toBeUndefined();
  });

  it('go when a person edits the translation or empties it, and stay for the other languages', () => {
    const marks: OutdatedMarks = { fr: { sourceLocale: 'de', source: 'Alt' }, it: { sourceLocale: 'de', source: 'Alt' } };
    expect(change(text({ de: 'Neu', fr: 'Vieux', it: 'Vecchio' }), text({ de: 'Neu', fr: 'Nouveau', it: 'Vecchio' }), { marks, written: ['fr'] })).toEqual({
      it: marks.it,
    });
    expect(change(text({ de: 'Neu', fr: 'Vieux', it: 'Vecchio' }), text({ de: 'Neu', it: 'Vecchio' }), { marks, written: ['fr'] })).toEqual({ it: marks.it });
  });

  it('follow the text of rich text, not its formatting', () => {
    const before: FieldContent = { type: 'localizedRichText', values: { de: rich('Unsere Brillen'), fr: rich('Nos lunettes') } };
    expect(change(before, { type: 'localizedRichText', values: { de: rich('Unsere Brillen', true), fr: rich('Nos lunettes') } })).toBeUndefined();
    expect(change(before, { type: 'localizedRichText', values: { de: rich('Unsere neuen Brillen'), fr: rich('Nos lunettes') } })).toEqual({
      fr: { sourceLocale: 'de', source: 'Unsere Brillen' },
    });
  });

  it('follow the first filled language when the default one is empty', () => {
    expect(change(text({ fr: 'Salut', it: 'Ciao' }), text({ fr: 'Bonjour', it: 'Ciao' }), { written: ['fr'] })).toEqual({
      it: { sourceLocale: 'fr', source: 'Salut' },
    });
    // Italian is a translation there: changing it marks nothing.
    expect(change(text({ fr: 'Salut', it: 'Ciao' }), text({ fr: 'Salut', it: 'Buongiorno' }), { written: ['it'] })).toBeUndefined();
  });
});
