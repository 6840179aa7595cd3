import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makeChrome } from './header/testing';
import { SiteFooter, telHref } from './SiteFooter';

const html = (settings: unknown = {}) => renderToStaticMarkup(<SiteFooter siteName="Optik Muster" chrome={makeChrome({ settings })} locale="de" mode="live" />);

describe('SiteFooter', () => {
  it('strips phone numbers to digits for tel links', () => {
    expect(telHref('052 123 45 67')).toBe('tel:0521234567');
    expect(telHref('+41 (0)52 123-45-67')).toBe('tel:+410521234567');
    expect(telHref('—')).toBeNull();
  });

  const branch = (id: string, name: string, active: boolean) => ({
    id,
    name,
    street: 'Bahnhofplatz',
    streetNumber: '7',
    postcode: '8400',
    city: 'Winterthur',
    phone: '052 212 00 11',
    email: 'bahnhof@optik.ch',
    emailOverride: '',
    url: '',
    coordinates: null,
    active,
    openingHours: { periods: [1, 2, 3, 4, 5].map((day) => ({ day, open: '09:00', close: '18:00' })), closedDays: [7], special: [] },
  });

  it('shows the business profile\'s branch, its hours and social links with "use business data" on', () => {
    const business = { companyName: 'Optik Demo AG', branches: [branch('a', 'Alt', false), branch('b', 'Bahnhof', true)] };
    const settings = {
      footer: { openingHours: { periods: [{ day: 1, open: '08:30', close: '18:30' }], closedDays: [2, 3, 4, 5, 6, 7], special: [] } },
      socialAccounts: { instagram: 'https://instagram.com/optikdemo' },
    };
    const out = renderToStaticMarkup(<SiteFooter siteName="Optik Muster" chrome={makeChrome({ settings, business })} locale="de" mode="live" />);
    expect(out).toContain('Optik Demo AG');
    // The first active branch (the inactive one is skipped), street and number together.
    expect(out).toContain('<p>Bahnhofplatz 7</p><p>8400 Winterthur</p>');
    expect(out).toContain('href="tel:0522120011"');
    // The footer's own hours, before its branch's.
    expect(out).toContain('<dt>Mo</dt><dd>08:30–18:30</dd>');
    expect(out).toContain('<dt>Di–So</dt><dd>Geschlossen</dd>');
    expect(out).toContain('href="https://instagram.com/optikdemo"');
    // Off: the footer's own inputs, not the profile.
    const own = renderToStaticMarkup(
      <SiteFooter
        siteName="Optik Muster"
        chrome={makeChrome({ settings: { footer: { useBusinessDataFromLookUp: false, street: 'Eigene 1' } }, business })}
        locale="de"
        mode="live"
      />,
    );
    expect(own).toContain('Eigene 1');
    expect(own).not.toContain('Bahnhofplatz');
  });

  it("shows its branch's opening hours by default, a day never set as by appointment", () => {
    const business = { companyName: 'Optik Demo AG', branches: [branch('b', 'Bahnhof', true)] };
    const out = renderToStaticMarkup(<SiteFooter siteName="Optik Muster" chrome={makeChrome({ business })} locale="de" mode="live" />);
    expect(out).toContain('<dt>Mo–Fr</dt><dd>09:00–18:00</dd>');
    expect(out).toContain('<dt>Sa</dt><dd>nach Vereinbarung</dd>');
    expect(out).toContain('<dt>So</dt><dd>Geschlossen</dd>');
    const fr = renderToStaticMarkup(<SiteFooter siteName="Optik Muster" chrome={makeChrome({ business })} locale="fr" mode="live" />);
    expect(fr).toContain('<dd>Sur rendez-vous</dd>');
    // Without any day set, and with the footer's own data, no hours.
    const none = { ...business, branches: [{ ...branch('b', 'Bahnhof', true), openingHours: { periods: [], closedDays: [], special: [] } }] };
    expect(renderToStaticMarkup(<SiteFooter siteName="Optik Muster" chrome={makeChrome({ business: none })} locale="de" mode="live" />)).not.toContain(
      'data-footer-hours',
    );
    expect(
      renderToStaticMarkup(
        <SiteFooter
          siteName="Optik Muster"
          chrome={makeChrome({ business, settings: { footer: { useBusinessDataFromLookUp: false } } })}
          locale="de"
          mode="live"
        />,
      ),
    ).not.toContain('data-footer-hours');
  });

  it('shows the business data from settings', () => {
    const out = html({
      footer: {
        useBusinessDataFromLookUp: false,
        street: 'Marktgasse 1',
        postcode: '8400',
        city: 'Winterthur',
        phone: '052 123 45 67',
        email: 'info@optik.ch',
      },
    });
    expect(out).toContain('<p>Marktgasse 1</p><p>8400 Winterthur</p>');
    expect(out).toContain('href="tel:0521234567"');
    expect(out).toContain('href="mailto:info@optik.ch"');
    expect(out).toContain('Optik Muster');
  });

  it('uses the contact overrides for name and e-mail', () => {
    const out = html({ contact: { companyName: 'Muster AG', email: 'kontakt@muster.ch' } });
    expect(out).toContain('Muster AG');
    expect(out).toContain('mailto:kontakt@muster.ch');
    expect(out).not.toContain('tel:');
  });

  it('links imprint and privacy, terms only when enabled', () => {
    const out = html();
    expect(out).toContain('<nav aria-label="Rechtliches"');
    expect(out).toContain('href="/de/impressum"');
    expect(out).toContain('href="/de/datenschutz"');
    expect(out).not.toContain('href="/de/agb"');
    expect(html({ footer: { showTerms: true } })).toContain('href="/de/agb"');
  });

  it('takes its background from the footer colour and honours upper-case', () => {
    expect(html()).toContain('bg-header text-white');
    const out = html({ appearance: { footerColor: 'secondary' }, footer: { upperCase: true } });
    expect(out).toMatch(/<footer class="bg-secondary text-black uppercase/);
  });
});
