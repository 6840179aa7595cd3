// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditorShell } from '../EditorShell';
import { currentSearch, makeEnvironment, resetNavigation, stubApi } from './testing';

vi.mock('next/navigation', async () => (await import('./navigation-mock')).navigationMock);

function renderShell() {
  const user = userEvent.setup();
  render(
    <EditorShell environment={makeEnvironment()} userEmail="owner@example.ch" liveHref="/de">
      <main>Seiteninhalt</main>
    </EditorShell>,
  );
  return user;
}

const flags = () => ({ toolbar: currentSearch().has('toolbar'), pageMenu: currentSearch().has('pageMenu'), settings: currentSearch().has('settings') });

describe('toolbar', () => {
  beforeEach(() => {
    stubApi({ 'GET /page/status/publication': { data: { fields: 0, groups: 0, pages: 0 } }, 'GET /page/status/translation': { data: { de: 0, fr: 0 } } });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts closed and opens with the Bearbeiten button', async () => {
    resetNavigation('/de/edit');
    const user = renderShell();
    const region = screen.getByRole('region', { name: 'Bearbeitungsmodus' });
    expect(region.textContent).toContain('owner@example.ch');
    await user.click(screen.getByRole('button', { name: /Bearbeiten/ }));
    expect(flags()).toEqual({ toolbar: true, pageMenu: false, settings: false });
    expect(await screen.findByRole('button', { name: 'Werkzeugleiste schliessen' })).toBeTruthy();
  });

  it('opens with Ctrl+E or Cmd+E when closed', async () => {
    resetNavigation('/de/edit?x=1');
    const user = renderShell();
    await user.keyboard('{Control>}e{/Control}');
    expect(flags().toolbar).toBe(true);
    expect(currentSearch().get('x')).toBe('1');

    resetNavigation('/de/edit');
    await user.keyboard('{Meta>}e{/Meta}');
    expect(flags().toolbar).toBe(true);
  });

  it('closes with Escape, clearing every flag', async () => {
    resetNavigation('/de/edit?toolbar=1');
    const user = renderShell();
    await user.keyboard('{Escape}');
    expect(flags()).toEqual({ toolbar: false, pageMenu: false, settings: false });
    expect(await screen.findByRole('button', { name: /Bearbeiten/ })).toBeTruthy();
  });

  it('opening the pages panel clears the toolbar flag; Escape closes the panel first', async () => {
    resetNavigation('/de/edit?toolbar=1');
    const user = renderShell();
    await user.click(screen.getByRole('button', { name: 'Seiten' }));
    expect(flags()).toEqual({ toolbar: false, pageMenu: true, settings: false });
    expect(await screen.findByRole('dialog', { name: 'Seiten' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(flags()).toEqual({ toolbar: true, pageMenu: false, settings: false });
    await user.keyboard('{Escape}');
    expect(flags()).toEqual({ toolbar: false, pageMenu: false, settings: false });
  });

  it('closes everything with the close button', async () => {
    resetNavigation('/de/edit?toolbar=1&settings=1');
    const user = renderShell();
    await user.click(screen.getByRole('button', { name: 'Werkzeugleiste schliessen' }));
    expect(flags()).toEqual({ toolbar: false, pageMenu: false, settings: false });
  });

  it('leaves Escape alone while the user types in editable text', async () => {
    resetNavigation('/de/edit?toolbar=1');
    const user = userEvent.setup();
    render(
      <EditorShell environment={makeEnvironment()} userEmail="owner@example.ch" liveHref="/de">
        <input aria-label="Feld" />
      </EditorShell>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Feld' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(flags().toolbar).toBe(true));
  });

  it('switches the editor texts to French and keeps the choice for the session', async () => {
    resetNavigation('/de/edit?toolbar=1');
    window.sessionStorage.clear();
    const user = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Sprache des Editors wechseln zu: FR' }));
    expect(await screen.findByRole('button', { name: "Changer la langue de l'éditeur en: DE" })).toBeTruthy();
    expect(window.sessionStorage.getItem('editorLanguage')).toBe('fr');
  });
});
