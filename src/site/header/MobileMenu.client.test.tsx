// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MobileMenu } from './MobileMenu.client';

afterEach(cleanup);

function renderMenu() {
  render(
    <nav aria-label="Hauptnavigation">
      <MobileMenu id="menu" openLabel="Menü öffnen" closeLabel="Menü schliessen">
        <ul>
          <li>
            <a href="#kontakt">Kontakt</a>
          </li>
        </ul>
      </MobileMenu>
    </nav>,
  );
  return screen.getByRole('button', { name: 'Menü öffnen' });
}

describe('MobileMenu', () => {
  it('opens with aria-expanded, locks body scroll, and Escape closes it and returns focus', () => {
    const button = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('menu');
    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Menü schliessen');
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.getElementById('menu')?.dataset.open).toBe('true');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(button);
  });

  it('closes when the button is pressed again or a link is followed', () => {
    const button = renderMenu();
    act(() => button.click());
    act(() => button.click());
    expect(document.body.style.overflow).toBe('');
    act(() => button.click());
    fireEvent.click(screen.getByRole('link', { name: 'Kontakt' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');
  });
});
