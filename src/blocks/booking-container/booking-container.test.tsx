import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BookingData } from '../../shared/booking/booking-branch';
import type { OptionValue } from '../../shared/content/types';
import { field, makeCtx, makeGroup, single } from '../_shared/testing';
import { BookingContainer } from './BookingContainer';

const DATA: BookingData = { company: 'optik-muster', themeColor: '#0b5cad', branch: { name: 'Optik Muster Altstadt', phone: '+41 52 123 45 67' } };

/** The settings' company and colour and the branch arrive as the page loader's data (load kind `booking`). */
function render(options: Record<string, OptionValue> = {}, data: BookingData | null = DATA, extra: { locale?: 'de' | 'fr'; mode?: 'live' | 'edit' } = {}) {
  const group = makeGroup({ type: 'bookingContainer', options, fields: [field('title', { content: single('Termin online buchen') })] });
  const ctx = makeCtx({ locale: extra.locale ?? 'de', mode: extra.mode ?? 'live', data: data ? { [group.id]: { kind: 'booking', value: data } } : {} });
  return renderToStaticMarkup(BookingContainer({ group, ctx }));
}

describe('BookingContainer', () => {
  it('embeds the widget through the provider adapter (inline layout, page language, theme colour), loaded by the script', () => {
    const html = render({ height: 900 }, DATA, { locale: 'fr' });
    expect(html).toContain('Termin online buchen');
    expect(html).toMatch(/<div data-booking-embed="inline" data-booking-state="idle"/);
    expect(html).toMatch(
      /<iframe title="Réservation en ligne" data-src="https:\/\/connect\.shore\.com\/widget\/optik-muster\?locale=fr&amp;layout=inline&amp;select_location=false&amp;theme_color=%230b5cad"/,
    );
    expect(html).not.toMatch(/<iframe[^>]* src=/);
    expect(html).toContain('height:900px');
  });

  it('carries the fallback, hidden until the widget fails: the booking page in a new tab and the branch phone as digits', () => {
    const html = render();
    expect(html).toMatch(/<div data-booking-fallback="" class="[^"]*hidden group-data-\[booking-state=failed\]\/booking:flex/);
    expect(html).toMatch(
      /<a href="https:\/\/connect\.shore\.com\/widget\/optik-muster\?locale=de&amp;layout=default[^"]*" target="_blank" rel="noopener noreferrer" data-booking-page=""/,
    );
    expect(html).toContain('Buchungsseite öffnen');
    expect(html).toContain('(öffnet in neuem Tab)');
    expect(html).toContain('Oder rufen Sie Optik Muster Altstadt an:');
    expect(html).toMatch(/<a href="tel:\+41521234567" data-booking-phone=""[^>]*>\+41 52 123 45 67<\/a>/);
    // Without JavaScript the fallback shows (the empty frame is hidden by globals.css, `scripting: none`).
    expect(html).toMatch(/<noscript><div data-booking-fallback="" class="[^"]* flex"/);
  });

  it('prefers the block’s own company and asks for the branch first when told to', () => {
    expect(render({ company: 'andere-optik', selectLocation: true })).toContain('widget/andere-optik?locale=de&amp;layout=inline&amp;select_location=true');
  });

  it('shows the fallback at once without a usable company, with a setup hint for editors only', () => {
    const none = { ...DATA, company: '' };
    const live = render({}, none);
    expect(live).not.toContain('<iframe');
    expect(live).not.toContain('data-booking-page');
    expect(live).toMatch(/<div data-booking-fallback="" class="[^"]* flex"/);
    expect(live).toContain('tel:+41521234567');
    expect(live).not.toContain('Firmen-ID');
    expect(render({ company: '../admin' }, none, { mode: 'edit' })).toMatch(/<p data-edit-only=""[^>]*>Für die Online-Terminbuchung fehlt die Firmen-ID/);
  });

  it('renders nothing live with neither a widget nor a phone to offer', () => {
    expect(render({}, { company: '', themeColor: null, branch: null })).toBe('');
    expect(render({}, null)).toBe('');
  });
});
