import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldNode, OptionValue } from '../../shared/content/types';
import { field, localized, makeCtx, makeGroup, single } from '../_shared/testing';
import type { RenderContext } from '../types';
import { Contact } from './Contact';
import { contactEmail, telHref } from './contact-links';

const WEEKDAY = '08:30–12:00, 13:30–18:30';
/** A box typed before issue 31: the hours in the old text slots (read, no longer offered). */
const full: FieldNode[] = [
  field('title', { content: localized({ de: 'Besuchen Sie uns', fr: 'Rendez-nous visite' }) }),
  field('name', { content: single('Optik Muster') }),
  field('street', { content: single('Marktgasse') }),
  field('streetNumber', { content: single('12') }),
  field('zip', { content: single('8400') }),
  field('city', { content: single('Winterthur') }),
  field('phone', { content: single('052 123 45 67') }),
  field('email', { content: single('info@optik-muster.ch') }),
  field('mapLink', { content: localized({ de: 'Karte', fr: 'Carte' }), options: { link: { type: 'url', url: 'https://www.openstreetmap.org/' } } }),
  ...['hoursMon', 'hoursTue', 'hoursWed', 'hoursThu', 'hoursFri'].map((slot) => field(slot, { content: single(WEEKDAY) })),
  field('hoursSat', { content: single('09:00–16:00') }),
  field('hoursSun', { content: single('00:30–00:30') }),
  field('specialDates', { content: single('24.12.2025 08:30–12:00\n2025-12-26 00:30–00:30\n2024-12-24 09:00–10:00') }),
];

const ORDINARY_DAY = new Date('2025-12-03T10:00:00Z');
function render(fields: FieldNode[], options: Record<string, OptionValue> = {}, ctx: Partial<RenderContext> = {}, now = ORDINARY_DAY) {
  return renderToStaticMarkup(<Contact group={makeGroup({ type: 'contact', fields, options })} ctx={makeCtx(ctx)} now={now} />);
}

describe('contact links', () => {
  it('strips phone numbers to digits, keeping a leading +', () => {
    expect(telHref('052 123 45 67')).toBe('tel:0521234567');
    expect(telHref(' +41 (0)52 123-45-67 ')).toBe('tel:+410521234567');
    expect(telHref('1+2')).toBe('tel:12');
    expect(telHref('keine')).toBeNull();
  });

  it('prefers a valid emailOverwrite and rejects malformed addresses', () => {
    expect(contactEmail('a@b.ch', 'x@y.ch')).toBe('x@y.ch');
    expect(contactEmail('a@b.ch', '')).toBe('a@b.ch');
    expect(contactEmail('a@b.ch', 'not an address')).toBe('a@b.ch');
    expect(contactEmail('a@b.ch?bcc=c@d.ch', null)).toBeNull();
  });
});

describe('Contact', () => {
  it('renders name, address, tel and mailto links and the map button', () => {
    const html = render(full);
    expect(html).toMatch(/<h2[^>]*>Besuchen Sie uns<\/h2>/);
    expect(html).toContain('Optik Muster');
    expect(html).toContain('Marktgasse 12<br/>8400 Winterthur');
    expect(html).toContain('<a href="tel:0521234567"');
    expect(html).toContain('>052 123 45 67</a>');
    expect(html).toContain('href="mailto:info@optik-muster.ch"');
    expect(html).toMatch(/<a href="https:\/\/www.openstreetmap.org\/"[^>]*>Karte<\/a>/);
  });

  it('shows the emailOverwrite address instead of the slot address', () => {
    const html = render(full, { emailOverwrite: 'filiale@optik-muster.ch' });
    expect(html).toContain('href="mailto:filiale@optik-muster.ch"');
    expect(html).not.toContain('info@optik-muster.ch');
  });

  it('groups opening hours per weekday in German and lists upcoming special dates', () => {
    const html = render(full);
    expect(html).toContain('Öffnungszeiten');
    expect(html).toMatch(/<dt[^>]*>Mo–Fr<\/dt><dd[^>]*>08:30–12:00, 13:30–18:30<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>Sa<\/dt><dd[^>]*>09:00–16:00<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>So<\/dt><dd[^>]*>Geschlossen<\/dd>/);
    expect(html).toContain('<time dateTime="2025-12-24">24.12.2025</time>: 08:30–12:00');
    expect(html).toContain('<time dateTime="2025-12-26">26.12.2025</time>: Geschlossen');
    expect(html).not.toContain('2024');
    expect(html).not.toContain('data-holiday');
  });

  it('uses French names and texts for fr', () => {
    const html = render(full, {}, { locale: 'fr' });
    expect(html).toContain('Rendez-nous visite');
    expect(html).toMatch(/<dt[^>]*>lun\.–ven\.<\/dt>/);
    expect(html).toContain('Fermé');
    expect(html).toContain('Heures d&#x27;ouverture');
  });

  it("marks today's Swiss public holiday as closed with its name", () => {
    expect(render(full, { canton: 'ZH' }, {}, new Date('2025-08-01T08:00:00Z'))).toMatch(/data-holiday=""[^>]*>Heute geschlossen – Bundesfeiertag</);
    expect(render(full, { canton: 'ZH' }, { locale: 'fr' }, new Date('2025-04-18T08:00:00Z'))).toContain('Vendredi saint');
    expect(render(full, { canton: 'ZH' }, { locale: 'it' }, new Date('2025-12-25T08:00:00Z'))).toMatch(/data-holiday=""[^>]*>Oggi chiuso – Natale di Gesù</);
  });

  it('hides the opening hours when showOpeningHours is off or nothing is entered', () => {
    expect(render(full, { showOpeningHours: false })).not.toContain('Öffnungszeiten');
    expect(render(full.slice(0, 9))).not.toContain('data-opening-hours');
  });

  it('reads an old box: an empty day or free text is not set ("nach Vereinbarung"), never closed', () => {
    const fields = full.map((f) =>
      f.slot === 'hoursWed' ? { ...f, content: single('8 bis 12 Uhr') } : f.slot === 'hoursFri' ? { ...f, content: single('') } : f,
    );
    const html = render(fields);
    expect(html).toMatch(/<dt[^>]*>Mi<\/dt><dd[^>]*>nach Vereinbarung<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>Fr<\/dt><dd[^>]*>nach Vereinbarung<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>So<\/dt><dd[^>]*>Geschlossen<\/dd>/);
  });

  it('drops hidden and empty slots live, shows editable placeholders in edit mode, and no text slots for the hours', () => {
    const fields = full.map((f) => (f.slot === 'phone' ? { ...f, visible: false } : f));
    expect(render(fields)).not.toContain('tel:');
    const edit = render([], {}, { mode: 'edit' });
    expect(edit).toContain('data-slot="name"');
    expect(edit).toContain('data-warning="missing text"');
    expect(edit).toContain('data-slot="hoursTitle"');
    expect(edit).not.toContain('data-slot="hoursMon"');
    expect(edit).not.toContain('data-slot="specialDates"');
  });

  it("shows the box's own hours (its option) before any other", () => {
    const own = { periods: [{ day: 6, open: '10:00', close: '14:00' }], closedDays: [1, 2, 3, 4, 5, 7], special: [] };
    const html = render(full, { openingHours: own });
    expect(html).toMatch(/<dt[^>]*>Mo–Fr<\/dt><dd[^>]*>Geschlossen<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>Sa<\/dt><dd[^>]*>10:00–14:00<\/dd>/);
    expect(html).not.toContain('13:30–18:30');
  });
});

describe('Contact with a branch of the business profile', () => {
  const branch = {
    id: 'b1',
    name: 'Optik Demo Altstadt',
    street: 'Marktgasse',
    streetNumber: '41',
    postcode: '8400',
    city: 'Winterthur',
    phone: '052 212 34 56',
    email: 'altstadt@optik.ch',
    emailOverride: 'termine@optik.ch',
    url: '',
    coordinates: null,
    active: true,
    openingHours: {
      periods: [1, 2, 3, 4, 5].flatMap((day) => [
        { day, open: '08:30', close: '12:00' },
        { day, open: '13:30', close: '18:30' },
      ]),
      closedDays: [7],
      special: [{ date: '2025-12-08', open: '00:30', close: '00:30' }],
    },
  };
  const withBranch = (mode: 'live' | 'edit') => {
    const group = makeGroup({ type: 'contact', fields: full, options: { branch: ['b1'] } });
    return renderToStaticMarkup(
      <Contact group={group} ctx={makeCtx({ mode, data: { [group.id]: { kind: 'branch', value: { chosen: branch, fallback: null } } } })} now={ORDINARY_DAY} />,
    );
  };

  it("shows the branch's address, override e-mail, hours and a special closing day instead of the slots", () => {
    const out = withBranch('live');
    expect(out).toContain('Optik Demo Altstadt');
    expect(out).toContain('Marktgasse 41');
    expect(out).not.toContain('Marktgasse<');
    expect(out).toContain('href="mailto:termine@optik.ch"');
    expect(out).toContain('href="tel:0522123456"');
    expect(out).toContain('Mo–Fr');
    // Saturday was never set: not claimed closed.
    expect(out).toMatch(/<dt[^>]*>Sa<\/dt><dd[^>]*>nach Vereinbarung<\/dd>/);
    expect(out).toMatch(/<dt[^>]*>So<\/dt><dd[^>]*>Geschlossen<\/dd>/);
    expect(out).toMatch(/<time dateTime="2025-12-08">08\.12\.2025<\/time>: Geschlossen/);
  });

  it("shows the first active branch's hours by default, with the box's own address", () => {
    const group = makeGroup({ type: 'contact', fields: full.slice(0, 9), options: {} });
    const out = renderToStaticMarkup(
      <Contact group={group} ctx={makeCtx({ data: { [group.id]: { kind: 'branch', value: { chosen: null, fallback: branch } } } })} now={ORDINARY_DAY} />,
    );
    expect(out).toContain('Marktgasse 12');
    expect(out).not.toContain('Optik Demo Altstadt');
    expect(out).toMatch(/<dt[^>]*>Mo–Fr<\/dt><dd[^>]*>08:30–12:00, 13:30–18:30<\/dd>/);
  });

  it('shows the branch data read-only in edit mode too (it is edited in the business profile)', () => {
    const out = withBranch('edit');
    expect(out).toContain('Optik Demo Altstadt');
    expect(out).toContain('08.12.2025');
  });
});
