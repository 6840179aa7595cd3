import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../shared/content/settings';
import { BookingButton } from './BookingButton';

const pages = new Map();
const render = (bookingButton: Record<string, unknown>, locale: 'de' | 'fr' | 'es' = 'de') =>
  renderToStaticMarkup(<BookingButton settings={parseSettings({ bookingButton })} locale={locale} pages={pages} />);

describe('BookingButton', () => {
  it('renders nothing when inactive', () => {
    expect(render({ active: false, target: 'url', url: 'https://x.ch' })).toBe('');
  });

  it('renders a floating new-tab link for a URL target, positioned and coloured from settings', () => {
    const html = render({ active: true, target: 'url', url: 'https://x.ch', position: 'left', color: 'secondary' });
    expect(html).toMatch(
      /^<aside aria-label="Termin buchen"><a href="https:\/\/x.ch" class="fixed bottom-4[^"]*bg-secondary text-header left-4 sm:left-6" data-booking-button="" target="_blank" rel="noopener noreferrer">/,
    );
    expect(html).toContain('Termin buchen</a></aside>');
  });

  it('renders the modal trigger (a button, not a link) and a closed native dialog for the widget target, in the page language', () => {
    const html = render({ active: true, target: 'shore', shoreCompany: 'optik' }, 'fr');
    // Inside a landmark of its own, like the link.
    expect(html).toMatch(/^<aside aria-label="Prendre rendez-vous"><button type="button"[^>]*aria-haspopup="dialog" aria-controls="booking-dialog"/);
    expect(html).toContain('right-4 sm:right-6');
    expect(html).toContain('bg-primary text-white');
    expect(html).toContain('Prendre rendez-vous</button>');
    expect(html).toMatch(/<dialog id="booking-dialog"[^>]*aria-labelledby="booking-dialog-title"/);
    expect(html).not.toMatch(/<dialog[^>]*\sopen[=\s>]/);
    expect(html).toMatch(/<form method="dialog"><button type="submit" aria-label="Fermer"/);
    // The third-party widget is not loaded until the dialog opens (site-behaviour.ts sets src).
    expect(html).toMatch(/<iframe title="Réservation en ligne" data-src="https:\/\/connect\.shore\.com\/[^"]*optik[^"]*"/);
    expect(html).not.toMatch(/<iframe[^>]* src=/);
  });

  it('speaks every site language, not only the four with hand-written texts', () => {
    const html = render({ active: true, target: 'shore', shoreCompany: 'optik' }, 'es');
    expect(html).toContain('Reservar cita</button>');
    expect(html).toMatch(/aria-label="Cerrar"/);
    expect(html).not.toContain('Termin buchen');
  });
});
