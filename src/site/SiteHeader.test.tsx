import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makeMedia } from '@/blocks/_shared/testing';
import type { PageSummary } from '@/shared/content/site-chrome';
import type { Locale } from '@/shared/locales';
import { makeChrome } from './header/testing';
import { headerClass, headerPin, SiteHeader, underHeaderClass } from './SiteHeader';

const html = (settings: unknown = {}, extra: { logo?: ReturnType<typeof makeMedia>; currentPageId?: string; locale?: 'de' | 'fr' } = {}) =>
  renderToStaticMarkup(
    <SiteHeader
      siteName="Optik Muster"
      chrome={makeChrome({ settings })}
      locale={extra.locale ?? 'de'}
      mode="live"
      currentPageId={extra.currentPageId ?? 'contact'}
      logo={extra.logo ?? null}
    />,
  );

describe('SiteHeader', () => {
  it('renders the main navigation with the current page marked', () => {
    const out = html();
    expect(out).toContain('<nav aria-label="Hauptnavigation"');
    expect(out).toMatch(/<a href="\/de"[^>]*>Startseite<\/a>/);
    expect(out).toMatch(/<a href="\/de\/kontakt" aria-current="page"[^>]*>Kontakt<\/a>/);
    expect(out.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it('renders a mobile menu button and a disclosure button per item with children', () => {
    const out = html();
    expect(out).toMatch(/<button[^>]*aria-expanded="false" aria-controls="site-menu" aria-label="Menü öffnen"/);
    expect(out).toContain('aria-label="Untermenü: Angebot"');
    expect(out).not.toContain('Untermenü: Über uns');
    expect(out).toMatch(/<a href="\/de\/team"[^>]*>Über uns<\/a>/);
    expect(out).toContain('>Kontaktlinsen</a>');
  });

  it('hides children whose page disallows the language', () => {
    expect(html({}, { locale: 'fr' })).not.toContain('Nur Deutsch');
    expect(html()).toContain('Nur Deutsch');
  });

  it('shows the site name or the logo, linked home', () => {
    expect(html()).toMatch(/<a href="\/de"[^>]*>Optik Muster<\/a>/);
    const withLogo = html({ header: { logoSize: 'large' } }, { logo: makeMedia({ id: 'logo-1', width: 400, height: 100 }) });
    expect(withLogo).toMatch(/<img alt="Optik Muster" class="h-16 w-auto/);
  });

  it('has a desktop search toggle and a mobile search link', () => {
    const out = html();
    expect(out).toContain('aria-label="Suche öffnen"');
    expect(out).toMatch(/<a href="\/de\/search" aria-label="Suche"/);
  });

  it('links the user icon only when a valid login URL is configured', () => {
    expect(html()).not.toContain('Zum Login');
    expect(html({ header: { loginPage: { useLinkToLoginPage: true, url: 'https://login.example.ch' } } })).toContain(
      '<a href="https://login.example.ch" aria-label="Zum Login"',
    );
    expect(html({ header: { loginPage: { useLinkToLoginPage: true, url: 'javascript:alert(1)' } } })).not.toContain('Zum Login');
    expect(html({ header: { loginPage: { useLinkToLoginPage: false, url: 'https://x.ch' } } })).not.toContain('Zum Login');
  });

  it('applies upper-case, bold, centred logo and hide-on-mobile options', () => {
    const out = html({ header: { upperCase: true, boldHeaderFont: true, logoPosition: 'center' }, appearance: { showLogoOnMobile: false } });
    expect(out).toMatch(/<ul class="[^"]*uppercase[^"]*font-bold/);
    expect(out).toContain('md:basis-full md:justify-center');
    expect(out).toContain('hidden md:inline-flex');
  });

  it('places opaque headers in the flow and transparent ones over the first section', () => {
    const appearance = makeChrome().settings.appearance;
    expect(headerClass(appearance)).toContain('sticky top-0 bg-header');
    expect(headerClass({ ...appearance, header: 'transparent', opaqueHeaderOnMobile: true })).toContain('bg-header md:fixed md:inset-x-0 md:bg-transparent');
    const transparent = headerClass({ ...appearance, header: 'transparent', opaqueHeaderOnMobile: false });
    expect(transparent).toContain('fixed inset-x-0 top-0 bg-transparent');
    expect(transparent).not.toContain('sticky');
  });

  it('names how it is pinned, so without JavaScript it scrolls away with the page (globals.css)', () => {
    const appearance = makeChrome().settings.appearance;
    expect(headerPin(appearance)).toBe('sticky');
    expect(headerPin({ ...appearance, header: 'transparent', opaqueHeaderOnMobile: true })).toBe('sticky-mobile');
    expect(headerPin({ ...appearance, header: 'transparent', opaqueHeaderOnMobile: false })).toBe('fixed');
    expect(html({})).toMatch(/<header data-site-header="" data-pin="sticky"/);
  });

  it('puts the list in a <details> whose summary is the menu without JavaScript (hidden otherwise)', () => {
    const out = html({});
    expect(out).toMatch(/<details data-menu=""[^>]*><summary data-menu-summary="" aria-label="Menü" class="hidden /);
    expect(out).toMatch(/<\/summary><div id="site-menu" data-menu-panel=""/);
    expect(out).not.toContain('<noscript');
  });

  it("opens the login page of the language being read when the setting names this site's login", () => {
    expect(html({ header: { loginPage: { useLinkToLoginPage: true, url: '/de/login' } } }, { locale: 'fr' })).toContain(
      '<a href="/fr/login" aria-label="Vers la connexion"',
    );
  });

  it('pads content under a fixed header by its height, and not under one in the flow', () => {
    const settings = makeChrome().settings;
    expect(underHeaderClass(settings)).toBe('');
    const transparent = { ...settings, appearance: { ...settings.appearance, header: 'transparent' as const, opaqueHeaderOnMobile: false } };
    expect(underHeaderClass(transparent)).toBe('pt-20 md:pt-20');
    expect(
      underHeaderClass({
        ...transparent,
        appearance: { ...transparent.appearance, opaqueHeaderOnMobile: true },
        header: { ...settings.header, logoPosition: 'center', logoSize: 'large' },
      }),
    ).toBe('md:pt-37');
  });
});

/** A glasses page live in German and Italian only, on a site in German, French, Italian and English. */
const glasses: PageSummary = {
  slug: { de: 'brillen', fr: 'lunettes', it: 'occhiali', en: 'glasses' },
  collection: null,
  specialKey: null,
  name: { de: 'Brillen' },
  disallowedLanguages: [],
  status: 'published',
  liveLanguages: ['de', 'it'],
};

const withLanguages = (options: { languages: Locale[]; locale?: Locale; currentPageId?: string; mode?: 'live' | 'edit' }) =>
  renderToStaticMarkup(
    <SiteHeader
      siteName="Optik Muster"
      chrome={makeChrome({ pages: [['glasses-live', glasses]] })}
      locale={options.locale ?? 'de'}
      mode={options.mode ?? 'live'}
      currentPageId={options.currentPageId ?? 'glasses-live'}
      languages={options.languages}
    />,
  );

/** The language switchers (the mobile menu's named list, the desktop nav) and the links in each, in document order: mobile list, then desktop menu. */
const languageNav = (out: string) => {
  const navs = [
    ...out.matchAll(
      /<div class="mt-8[^"]*md:hidden"><ul aria-label="[^"]*" class="[^"]*">[\s\S]*?<\/ul><\/div>|<nav aria-label="[^"]*" class="hidden md:block">[\s\S]*?<\/nav>/g,
    ),
  ].map((m) => m[0]);
  return { navs, links: navs.map((nav) => [...nav.matchAll(/<a [^>]*>[^<]*<\/a>/g)].map((m) => m[0])) };
};

describe('SiteHeader: language switcher', () => {
  it('is not there on a single-language site', () => {
    const out = withLanguages({ languages: ['de'] });
    expect(out).not.toContain('Sprache wählen');
    expect(out).not.toContain('hrefLang');
    expect(out).not.toContain('hreflang');
  });

  it('links the page in the languages it is live in, on desktop and in the mobile menu', () => {
    const { navs, links } = languageNav(withLanguages({ languages: ['de', 'fr', 'it', 'en'] }));
    expect(navs).toHaveLength(2);
    // One <nav> of that name per page: the mobile list is a named list inside the main navigation.
    expect(navs[0]).toMatch(/^<div class="[^"]*md:hidden"><ul aria-label="Sprache wählen"/);
    expect(navs[1]).toMatch(/^<nav aria-label="Sprache wählen" class="hidden md:block/);
    for (const list of links) {
      expect(list).toEqual([
        expect.stringMatching(/^<a href="\/de\/brillen" lang="de" hrefLang="de" aria-current="true" class="[^"]*min-h-11[^"]*">Deutsch<\/a>$/),
        expect.stringMatching(/^<a href="\/it\/occhiali" lang="it" hrefLang="it" class="[^"]*">Italiano<\/a>$/),
      ]);
    }
  });

  it('opens the desktop list from a labelled disclosure button showing the current code', () => {
    const out = withLanguages({ languages: ['de', 'fr', 'it'], locale: 'it' });
    expect(out).toContain('<nav aria-label="Scegli la lingua"');
    expect(out).toMatch(
      /<button type="button" data-nav-toggle="" aria-expanded="false" aria-controls="site-languages" aria-label="Lingua: IT"[^>]*>.*<span>IT<\/span>/,
    );
    expect(out).toMatch(/<ul id="site-languages" data-nav-children=""/);
    expect(out).toContain('<a href="/it/occhiali" lang="it" hrefLang="it" aria-current="true"');
  });

  it('links every site language the page may be edited in, on edit paths, in edit mode', () => {
    const { links } = languageNav(withLanguages({ languages: ['de', 'fr', 'it', 'en'], mode: 'edit' }));
    expect(links[0]?.map((a) => a.match(/href="([^"]*)"/)?.[1])).toEqual(['/de/edit/brillen', '/fr/edit/lunettes', '/it/edit/occhiali', '/en/edit/glasses']);
  });

  it("keeps to the site languages and the page's slugs (the test chrome's pages have German and French ones)", () => {
    const { links } = languageNav(withLanguages({ languages: ['de', 'fr', 'it'], currentPageId: 'contact', locale: 'fr' }));
    expect(links[1]?.map((a) => a.match(/>([^<]*)<\/a>/)?.[1])).toEqual(['Deutsch', 'Français']);
    expect(links[1]?.[1]).toContain('aria-current="true"');
  });
});
