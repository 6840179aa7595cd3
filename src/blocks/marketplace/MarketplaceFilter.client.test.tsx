// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesFor } from '../../shared/i18n/catalogues';
import { type MarketplaceEntry, MarketplaceFilter } from './MarketplaceFilter.client';

const entry = (id: string, category: MarketplaceEntry['category'], direction: MarketplaceEntry['direction']): MarketplaceEntry => ({
  id,
  category,
  direction,
  node: <p>{id}</p>,
});
const ENTRIES = [
  entry('Titanfassung', 'frame', 'offering'),
  entry('Refraktometer', 'object', 'offering'),
  entry('Schleifautomat gesucht', 'object', 'searching'),
];

const shown = () =>
  screen
    .getAllByRole('listitem', { hidden: true })
    .filter((item) => !item.hidden)
    .map((item) => item.textContent);

afterEach(cleanup);

describe('MarketplaceFilter', () => {
  it('narrows the list by category and kind and announces the count', () => {
    const { container } = render(<MarketplaceFilter entries={ENTRIES} locale="de" messages={messagesFor('de', 'blocks').marketplace.filter} />);
    // (The DOM library here does not map <search> to its role yet; the browser test uses the role.)
    expect(container.querySelector('search')?.getAttribute('aria-label')).toBe('Marktplatz filtern');
    expect(shown()).toEqual(['Titanfassung', 'Refraktometer', 'Schleifautomat gesucht']);

    fireEvent.click(screen.getByRole('radio', { name: 'Objekte' }));
    expect(shown()).toEqual(['Refraktometer', 'Schleifautomat gesucht']);
    expect(screen.getByRole('status').textContent).toBe('2 Einträge');

    fireEvent.click(screen.getByRole('radio', { name: 'Gesuche' }));
    expect(shown()).toEqual(['Schleifautomat gesucht']);
    expect(screen.getByRole('status').textContent).toBe('1 Eintrag');

    fireEvent.click(screen.getByRole('radio', { name: 'Brillenfassungen' }));
    expect(shown()).toEqual([]);
    expect(screen.getByText('Keine Einträge für diese Auswahl.')).toBeTruthy();
  });

  it('speaks the page language', () => {
    const { container } = render(<MarketplaceFilter entries={ENTRIES} locale="fr" messages={messagesFor('fr', 'blocks').marketplace.filter} />);
    expect(container.querySelector('search')?.getAttribute('aria-label')).toBe('Filtrer le marché');
    expect(screen.getByRole('radio', { name: 'Montures' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3 annonces');
  });
});
