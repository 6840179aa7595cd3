import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PageView } from '@/shared/content/page-view';
import type { PageTree } from '@/shared/content/types';
import type { Locale } from '@/shared/locales';
import { makeChrome } from './header/testing';
import { SitePage } from './SitePage';
import { untranslatedText } from './UntranslatedNote';

const tree: PageTree = {
  page: {
    id: 'contact',
    siteId: 'site-1',
    slug: { de: 'kontakt', fr: 'kontakt' },
    meta: { name: { de: 'Kontakt' }, disallowedLanguages: [] },
    collection: null,
    role: null,
    specialKey: null,
    status: 'published',
  },
  groups: [],
};

const render = (extra: { untranslated?: Locale; locale?: Locale; locales?: Locale[]; settings?: unknown } = {}) => {
  const resolved: PageView & { untranslated?: Locale } = {
    site: { id: 'site-1', name: 'Optik Muster', defaultLocale: 'de', locales: extra.locales ?? ['de', 'fr'] },
    locale: extra.locale ?? 'de',
    mode: 'live',
    tree,
    chrome: makeChrome({ settings: extra.settings }),
    media: new Map(),
    blockData: {},
    ...(extra.untranslated ? { untranslated: extra.untranslated } : {}),
  };
  return renderToStaticMarkup(<SitePage resolved={resolved} />);
};

describe('untranslatedText', () => {
  it('says in the requested language which language the page is shown in instead', () => {
    expect(untranslatedText({ requested: 'fr', shown: 'de' })).toBe("Cette page n'est pas encore disponible en français. Vous la lisez en allemand.");
    expect(untranslatedText({ requested: 'en', shown: 'de' })).toBe('This page is not yet available in English. You are reading it in German.');
    expect(untranslatedText({ requested: 'sr', shown: 'it' })).toBe('Ova stranica još nije dostupna na srpskom. Čitate je na italijanskom.');
    expect(untranslatedText({ requested: 'de', shown: 'fr' })).toBe('Diese Seite gibt es noch nicht auf Deutsch. Sie lesen sie auf Französisch.');
  });

  const locales: Locale[] = ['de', 'fr', 'it', 'rm', 'en', 'sq', 'sr', 'hr', 'es', 'pt'];
  it('has the sentence in all ten languages, naming both languages', () => {
    const texts = locales.map((requested) => untranslatedText({ requested, shown: requested === 'de' ? 'fr' : 'de' }));
    expect(new Set(texts).size).toBe(10);
    for (const text of texts) expect(text).not.toMatch(/[{}]|anderen Sprache|another language/);
  });
});

describe('SitePage: a page shown in another language than asked for', () => {
  it('shows a note in the requested language, while the page keeps the shown language', () => {
    const out = render({ untranslated: 'fr', locale: 'de' });
    expect(out).toMatch(
      /<main id="main" lang="de"[^>]*><div class="[^"]*"><p role="note" lang="fr"[^>]*>Cette page n&#x27;est pas encore disponible en français\. Vous la lisez en allemand\.<\/p><\/div>/,
    );
    expect(out).toMatch(/<div lang="de" style="[^"]*" class="relative isolate/);
  });

  it('shows no note when the page is in the language asked for', () => {
    const out = render();
    expect(out).not.toContain('role="note"');
    expect(out).toContain('<main id="main" lang="de"');
  });

  it('keeps the note clear of a transparent header', () => {
    const out = render({ untranslated: 'fr', settings: { appearance: { header: 'transparent', opaqueHeaderOnMobile: false } } });
    expect(out).toMatch(/<div class="[^"]*pt-20 md:pt-20"><p role="note"/);
  });

  it("gives the header the site's languages for the switcher", () => {
    expect(render()).toContain('<nav aria-label="Sprache wählen"');
    expect(render({ locales: ['de'] })).not.toContain('Sprache wählen');
  });
});
