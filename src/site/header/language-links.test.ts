import { describe, expect, it } from 'vitest';
import type { Locale } from '@/shared/locales';
import { LANGUAGE_NAMES } from '@/shared/i18n/language-names';
import { type LanguagePage, languageLinks } from './language-links';

const page = (extra: Partial<LanguagePage> = {}): LanguagePage => ({
  slug: { de: 'brillen', fr: 'lunettes', it: 'occhiali', en: 'glasses' },
  collection: null,
  specialKey: null,
  disallowedLanguages: [],
  liveLanguages: null,
  ...extra,
});
const SITE: Locale[] = ['de', 'fr', 'it', 'en'];
const summary = (links: ReturnType<typeof languageLinks>) => links.map((l) => [l.locale, l.href, l.current]);

describe('languageLinks', () => {
  it('links the same page in each site language, in display order, the current one marked', () => {
    const links = languageLinks({ page: page(), locale: 'fr', mode: 'live', siteLocales: ['en', 'it', 'fr', 'de'] });
    expect(summary(links)).toEqual([
      ['de', '/de/brillen', false],
      ['fr', '/fr/lunettes', true],
      ['it', '/it/occhiali', false],
      ['en', '/en/glasses', false],
    ]);
    expect(links[1]).toMatchObject({ name: 'Français', code: 'FR' });
  });

  it('lists only the languages the page is live in', () => {
    const links = languageLinks({ page: page({ liveLanguages: ['de', 'it'] }), locale: 'de', mode: 'live', siteLocales: SITE });
    expect(links.map((l) => l.locale)).toEqual(['de', 'it']);
  });

  it('leaves out disallowed languages and languages without a slug', () => {
    const links = languageLinks({
      page: page({ disallowedLanguages: ['it'], slug: { de: 'brillen', fr: 'lunettes', it: 'occhiali' } }),
      locale: 'de',
      mode: 'live',
      siteLocales: SITE,
    });
    expect(links.map((l) => l.locale)).toEqual(['de', 'fr']);
  });

  it('links collection pages and the home page by their own paths', () => {
    expect(languageLinks({ page: page({ collection: 'team' }), locale: 'de', mode: 'live', siteLocales: ['de', 'fr'] }).map((l) => l.href)).toEqual([
      '/de/team/brillen',
      '/fr/team/lunettes',
    ]);
    expect(languageLinks({ page: page({ specialKey: '~home', slug: {} }), locale: 'de', mode: 'live', siteLocales: ['de', 'fr'] }).map((l) => l.href)).toEqual([
      '/de',
      '/fr',
    ]);
  });

  it('links edit paths in edit mode, in every site language whatever is live', () => {
    const links = languageLinks({ page: page({ liveLanguages: ['de'], disallowedLanguages: ['en'] }), locale: 'de', mode: 'edit', siteLocales: SITE });
    expect(summary(links)).toEqual([
      ['de', '/de/edit/brillen', true],
      ['fr', '/fr/edit/lunettes', false],
      ['it', '/it/edit/occhiali', false],
    ]);
  });

  it('is empty on a single-language site, for an unknown page, or when the page is live in one language only', () => {
    expect(languageLinks({ page: page(), locale: 'de', mode: 'live', siteLocales: ['de'] })).toEqual([]);
    expect(languageLinks({ page: undefined, locale: 'de', mode: 'live', siteLocales: SITE })).toEqual([]);
    expect(languageLinks({ page: page({ liveLanguages: ['de'] }), locale: 'de', mode: 'live', siteLocales: SITE })).toEqual([]);
  });

  it('keeps the shown language even when it is not on the live list', () => {
    const links = languageLinks({ page: page({ liveLanguages: ['fr'] }), locale: 'de', mode: 'live', siteLocales: SITE });
    expect(summary(links)).toEqual([
      ['de', '/de/brillen', true],
      ['fr', '/fr/lunettes', false],
    ]);
  });

  it('names all ten languages in their own language', () => {
    expect(Object.values(LANGUAGE_NAMES)).toEqual([
      'Deutsch',
      'Français',
      'Italiano',
      'Rumantsch',
      'English',
      'Shqip',
      'Srpski',
      'Hrvatski',
      'Español',
      'Português',
    ]);
  });
});
