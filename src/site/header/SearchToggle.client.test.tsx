// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchHref } from './search';
import { SearchToggle } from './SearchToggle.client';

const texts = { open: 'Suche öffnen', close: 'Suche schliessen', label: 'Suchbegriff', placeholder: 'Suchen …', submit: 'Suchen' };

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function open() {
  const navigate = vi.fn();
  render(<SearchToggle locale="de" texts={texts} navigate={navigate} />);
  const toggle = screen.getByRole('button', { name: 'Suche öffnen' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  act(() => toggle.click());
  return { navigate, toggle, input: screen.getByRole('searchbox', { name: 'Suchbegriff' }) as HTMLInputElement };
}

describe('SearchToggle', () => {
  it('toggles a GET search form to /{locale}/search with a required q input', () => {
    const { toggle, input } = open();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(input.name).toBe('q');
    expect(input.required).toBe(true);
    expect(document.activeElement).toBe(input);
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/de/search');
    expect(form.getAttribute('method')).toBe('get');
    act(() => screen.getByRole('button', { name: 'Suche schliessen' }).click());
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('navigates 500 ms after typing at least 3 characters, restarting on each keystroke', () => {
    vi.useFakeTimers();
    const { navigate, input } = open();
    fireEvent.change(input, { target: { value: 'br' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'bri' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: 'brille' } });
    act(() => vi.advanceTimersByTime(499));
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/de/search?q=brille');
  });

  it('searches at once on Enter (submit), also below 3 characters, and cancels the pending one', () => {
    vi.useFakeTimers();
    const { navigate, input } = open();
    fireEvent.change(input, { target: { value: 'sonnen brille' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(navigate).toHaveBeenCalledWith('/de/search?q=sonnen%20brille');
    act(() => vi.advanceTimersByTime(1000));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('builds search paths', () => {
    expect(searchHref('fr')).toBe('/fr/search');
    expect(searchHref('fr', '  a&b ')).toBe('/fr/search?q=a%26b');
  });
});
