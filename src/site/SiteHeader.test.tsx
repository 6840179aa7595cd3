import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makeMedia } from '@/blocks/_shared/testing';
import { makeChrome } from './header/testing';
import { headerClass, SiteHeader } from './SiteHeader';

const html = (settings: unknown = {}, extra: { logo?: ReturnType<typeof makeMedia>; currentPageId?: string; locale?: 'de' | 'fr' } = {}) =>
  renderToStaticMarkup(
    <SiteHeader siteName="Optik Muster" chrome={makeChrome({ settings })} locale={extra.locale ?? 'de'} mode="live" currentPageId={extra.currentPageId ?? 'contact'} logo={extra.logo ?? null} />,
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
});
