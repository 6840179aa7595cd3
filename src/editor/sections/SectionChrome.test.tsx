// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HiddenField } from '../slots/HiddenField';
import { IDS, renderInEditor, resetNavigation, stubApi } from '../toolbar/testing';
import { SectionChrome } from './SectionChrome';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

beforeEach(() => {
  resetNavigation('/de/edit?toolbar=1');
  stubApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderChrome() {
  return renderInEditor(
    <>
      <SectionChrome groupId={IDS.group} type="hero" status="published" options={{}} disallowedLanguages={[]}>
        <section>
          <p>Inhalt</p>
        </section>
      </SectionChrome>
      <button type="button">Draussen</button>
    </>,
  );
}
const chrome = () => document.querySelector('[data-section-chrome]') as HTMLElement;

describe('SectionChrome element focus', () => {
  it('selects the section on a tap and deselects it on a press elsewhere', () => {
    renderChrome();
    expect(chrome().hasAttribute('data-active')).toBe(false);
    fireEvent.pointerDown(screen.getByText('Inhalt'));
    expect(chrome().hasAttribute('data-active')).toBe(true);
    expect(chrome().getAttribute('aria-current')).toBe('true');
    expect(document.querySelector('[data-add-section] [data-selected]')).not.toBeNull();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Draussen' }));
    expect(chrome().hasAttribute('data-active')).toBe(false);
  });

  it('is reachable by keyboard: tabbing into the controls selects, tabbing out deselects', async () => {
    const { user } = renderChrome();
    await user.tab();
    expect(chrome().contains(document.activeElement)).toBe(true);
    expect(chrome().hasAttribute('data-active')).toBe(true);
    expect(screen.getByRole('toolbar').contains(document.activeElement)).toBe(true);
    act(() => screen.getByRole('button', { name: 'Draussen' }).focus());
    await waitFor(() => expect(chrome().hasAttribute('data-active')).toBe(false));
  });

  it('offers the element menu beside the visible controls', () => {
    renderChrome();
    expect(screen.getByRole('button', { name: 'Box-Menü' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Optionen' })).toBeTruthy();
  });
});

describe('HiddenField', () => {
  it('shows a hidden field dimmed with its marker', () => {
    renderInEditor(
      <HiddenField slot="title">
        <h1>Titel</h1>
      </HiddenField>,
    );
    expect(screen.getByText('Ausgeblendet')).toBeTruthy();
    expect(document.querySelector('[data-field-hidden="title"] .opacity-40 h1')?.textContent).toBe('Titel');
  });
});
