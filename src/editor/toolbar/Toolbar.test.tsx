// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditorShell } from '../EditorShell';
import { currentSearch, makeEnvironment, resetNavigation, router, stubApi } from './testing';

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

const STATUS = { 'GET /page/status/publication': { data: { fields: 0, groups: 0, pages: 0 } }, 'GET /page/status/translation': { data: { de: 0, fr: 0 } } };

const flags = () => ({ toolbar: currentSearch().has('toolbar'), pageMenu: currentSearch().has('pageMenu'), settings: currentSearch().has('settings') });

describe('toolbar', () => {
  beforeEach(() => {
    stubApi(STATUS);
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
    // The settings panel is modal: closing it returns to the toolbar, whose close button clears all flags.
    await user.click(within(await screen.findByRole('dialog', { name: 'Einstellungen' })).getByRole('button', { name: 'Schliessen' }));
    expect(flags()).toEqual({ toolbar: true, pageMenu: false, settings: false });
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

  it('stores the chosen editor language on the server and renders the route again, keeping nothing in the browser', async () => {
    resetNavigation('/de/edit?toolbar=1');
    window.sessionStorage.clear();
    const api = stubApi({ ...STATUS, 'PUT /me/preferences': { data: { editorLanguage: 'it' } } });
    const user = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Sprache des Editors: Deutsch' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Italiano' }));

    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([{ path: '/me/preferences', method: 'PUT', body: { editorLanguage: 'it' } }]);
    // Only the what's-new dialog's once-per-session mark; the language lives on the server.
    expect(Object.keys(window.sessionStorage)).toEqual(['webbox:changelog-seen']);
  });

  it('keeps the language and says why when the preference cannot be stored', async () => {
    resetNavigation('/de/edit?toolbar=1');
    stubApi({ ...STATUS, 'PUT /me/preferences': { error: 'Sign in to continue', status: 401 } });
    const user = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Sprache des Editors: Deutsch' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));

    expect(await screen.findByText('Die Sprache des Editors konnte nicht gespeichert werden: Sign in to continue')).toBeTruthy();
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('tells the content language and the editor language apart', async () => {
    resetNavigation('/de/edit?toolbar=1');
    const user = renderShell();
    const content = screen.getByRole('button', { name: 'Sprache der Seite: DE' });
    const editor = screen.getByRole('button', { name: 'Sprache des Editors: Deutsch' });
    expect(editor.textContent).toContain('UI');
    expect(content.textContent).not.toContain('UI');
    await user.hover(editor);
    expect((await screen.findByRole('tooltip')).textContent).toContain('Menüs, Dialoge und Meldungen des Editors');
  });

  it('asks the API to answer in the editor language', async () => {
    resetNavigation('/de/edit?toolbar=1');
    const api = stubApi(STATUS);
    render(
      <EditorShell environment={makeEnvironment({ editorLanguage: 'it' })} userEmail="owner@example.ch" liveHref="/de">
        <main>Seiteninhalt</main>
      </EditorShell>,
    );
    expect(await screen.findByRole('button', { name: 'Lingua dell’editor: Italiano' })).toBeTruthy();
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    expect(api.languages).toEqual(api.calls.map(() => 'it'));
  });
});
