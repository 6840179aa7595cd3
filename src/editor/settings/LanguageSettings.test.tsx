// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadEditor } from '../languages/reload-editor';
import { forgetTranslationProvider } from '../languages/use-translation-provider';
import { resetNavigation } from '../toolbar/testing';
import { openSettingsPanel, stubSettings } from './testing';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);
vi.mock('../languages/reload-editor', () => ({ reloadEditor: vi.fn() }));

const LANGUAGES = { 'GET /site/languages': { data: { locales: ['de', 'fr'], defaultLocale: 'de' } } };
const puts = (api: ReturnType<typeof stubSettings>['api']) => api.calls.filter((call) => call.method === 'PUT' && call.path === '/site/languages');

async function openSection(title: string, environment: Parameters<typeof openSettingsPanel>[0] = {}) {
  const view = await openSettingsPanel(environment);
  await view.user.click(within(view.panel).getByText(title));
  return view;
}

describe('the languages section', () => {
  beforeEach(() => resetNavigation('/de/edit?toolbar=1&settings=1'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.mocked(reloadEditor).mockClear();
    forgetTranslationProvider();
  });

  it('saves added languages and the default at once, then loads the editor anew', async () => {
    const { api } = stubSettings({}, { ...LANGUAGES, 'PUT /site/languages': { data: { locales: ['de', 'fr', 'it'], defaultLocale: 'fr' } } });
    const { user, panel } = await openSection('Sprachen');
    expect(within(panel).getByText(/Gilt sofort; neue Sprachen bleiben für Besucher verborgen/)).toBeTruthy();
    const save = within(panel).getByRole('button', { name: 'Sprachen speichern' });
    expect(save).toHaveProperty('disabled', true);
    await user.click(within(panel).getByLabelText('Italienisch (IT)'));
    await user.selectOptions(within(panel).getByLabelText('Standardsprache'), 'fr');
    await user.click(save);
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toEqual({ locales: ['de', 'fr', 'it'], defaultLocale: 'fr' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(reloadEditor).toHaveBeenCalledWith(undefined));
  });

  it('asks before removing a language, and saves nothing when cancelled', async () => {
    const { api } = stubSettings({}, { ...LANGUAGES, 'PUT /site/languages': { data: { locales: ['de'], defaultLocale: 'de' } } });
    const { user, panel } = await openSection('Sprachen');
    await user.click(within(panel).getByLabelText('Französisch (FR)'));
    await user.click(within(panel).getByRole('button', { name: 'Sprachen speichern' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sprache entfernen?' });
    expect(dialog.textContent).toContain('Besucher sehen die Website nicht mehr auf Französisch');
    expect(dialog.textContent).toContain('Die Texte bleiben erhalten');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(puts(api)).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Sprachen speichern' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Entfernen und speichern' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toEqual({ locales: ['de'], defaultLocale: 'de' });
    await waitFor(() => expect(reloadEditor).toHaveBeenCalledWith(undefined));
  });

  it('continues in the default language when the one being edited was removed', async () => {
    stubSettings({}, { ...LANGUAGES, 'PUT /site/languages': { data: { locales: ['de'], defaultLocale: 'de' } } });
    const { user, panel } = await openSection('Sprachen', { locale: 'fr' });
    await user.click(within(panel).getByLabelText('Französisch (FR)'));
    await user.click(within(panel).getByRole('button', { name: 'Sprachen speichern' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Entfernen und speichern' }));
    await waitFor(() => expect(reloadEditor).toHaveBeenCalledWith(expect.stringMatching(/^\/de\/edit\b/)));
  });

  it('shows a refusal in the section and stays', async () => {
    stubSettings({}, { ...LANGUAGES, 'PUT /site/languages': { status: 400, error: 'Die Standardsprache muss eine der Sprachen sein.' } });
    const { user, panel } = await openSection('Sprachen');
    await user.click(within(panel).getByLabelText('Englisch (EN)'));
    await user.click(within(panel).getByRole('button', { name: 'Sprachen speichern' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('Die Standardsprache muss eine der Sprachen sein.');
    expect(reloadEditor).not.toHaveBeenCalled();
  });
});

describe('the AI translation section', () => {
  beforeEach(() => resetNavigation('/de/edit?toolbar=1&settings=1'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    forgetTranslationProvider();
  });

  it('names the translation service, or says that none is set up', async () => {
    stubSettings({}, { 'GET /translation/provider': { data: { provider: 'deepl' } } });
    const { panel } = await openSection('KI-Übersetzung');
    expect(await within(panel).findByText('Übersetzungsdienst: DeepL')).toBeTruthy();
    cleanup();
    forgetTranslationProvider();
    stubSettings({}, { 'GET /translation/provider': { data: { provider: null } } });
    const again = await openSection('KI-Übersetzung');
    expect(await within(again.panel).findByText(/Kein Übersetzungsdienst eingerichtet/)).toBeTruthy();
  });

  it('adds a glossary term through the settings, refusing a repeated one', async () => {
    const { saved } = stubSettings({ translation: { glossary: ['Varilux'] } });
    const { user, panel } = await openSection('KI-Übersetzung');
    const input = within(panel).getByLabelText('Neuer Begriff');
    await user.type(input, ' Optik Muster {Enter}');
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]?.translation.glossary).toEqual(['Varilux', 'Optik Muster']);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));

    await user.type(input, 'varilux');
    await user.click(within(panel).getByRole('button', { name: 'Hinzufügen' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('Dieser Begriff steht schon im Glossar.');
    expect(saved()).toHaveLength(1);
  });

  it('removes a glossary term through the settings', async () => {
    const { saved } = stubSettings({ translation: { glossary: ['Varilux', 'Optik Muster'] } });
    const { user, panel } = await openSection('KI-Übersetzung');
    await user.click(within(panel).getByRole('button', { name: '«Varilux» entfernen' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]?.translation.glossary).toEqual(['Optik Muster']);
  });
});
