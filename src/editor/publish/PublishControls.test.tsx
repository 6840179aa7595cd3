// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDS, renderInEditor, resetNavigation, stubApi } from '../toolbar/testing';
import { PublishControls } from './PublishControls';
import { publishState } from './publish-state';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

describe('publishState', () => {
  const locales = ['de', 'fr'] as const;
  it('offers publish only with changes and no missing translations', () => {
    expect(publishState({ fields: 1, groups: 0, pages: 0 }, { de: 0, fr: 0 }, [...locales])).toMatchObject({ changes: 1, canPublish: true, canRevert: true });
    expect(publishState({ fields: 0, groups: 0, pages: 0 }, { de: 0, fr: 0 }, [...locales])).toMatchObject({ canPublish: false, canRevert: false });
    expect(publishState({ fields: 2, groups: 1, pages: 0 }, { de: 0, fr: 3 }, [...locales])).toMatchObject({
      canPublish: false,
      blockedByTranslations: true,
      canRevert: true,
      missing: [{ locale: 'fr', count: 3 }],
    });
  });

  it('offers nothing while the status is unknown', () => {
    expect(publishState(null, null, [...locales])).toMatchObject({ canPublish: false, canRevert: false, blockedByTranslations: false });
  });
});

function stubStatus(publication: { fields: number; groups: number; pages: number }, translation: Record<string, number>) {
  return stubApi({ 'GET /page/status/publication': { data: publication }, 'GET /page/status/translation': { data: translation } });
}

describe('PublishControls', () => {
  beforeEach(() => resetNavigation('/de/edit?toolbar=1'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks the page status of the current page and the site-wide drafts', async () => {
    const api = stubStatus({ fields: 0, groups: 0, pages: 0 }, { de: 0, fr: 0 });
    renderInEditor(<PublishControls />);
    await screen.findByText('Alles veröffentlicht');
    expect(api.calls.map((call) => call.path).sort()).toEqual([
      `/page/status/publication?id=${IDS.page}`,
      `/page/status/translation?id=${IDS.page}`,
      '/site/status/publication',
    ]);
  });

  it('shows publish and revert when there are changes and every text is translated', async () => {
    stubStatus({ fields: 2, groups: 1, pages: 0 }, { de: 0, fr: 0 });
    renderInEditor(<PublishControls />);
    expect(await screen.findByRole('button', { name: /Veröffentlichen/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Verwerfen/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Fehlende Übersetzungen/ })).toBeNull();
  });

  it('shows the missing translations instead of publish, with counts per language', async () => {
    stubStatus({ fields: 2, groups: 0, pages: 0 }, { de: 0, fr: 2 });
    const { user } = renderInEditor(<PublishControls />);
    const missing = await screen.findByRole('button', { name: /Fehlende Übersetzungen/ });
    expect(screen.queryByRole('button', { name: /Veröffentlichen/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Verwerfen/ })).toBeTruthy();
    await user.click(missing);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('FR');
    expect(dialog.textContent).toContain('2 fehlend');
    expect(within(dialog).getByRole('link', { name: /Bearbeiten/ }).getAttribute('href')).toBe('/fr/edit?toolbar=1');
  });

  it('shows neither publish nor revert without changes', async () => {
    stubStatus({ fields: 0, groups: 0, pages: 0 }, { de: 0, fr: 0 });
    renderInEditor(<PublishControls />);
    await screen.findByText('Alles veröffentlicht');
    expect(screen.queryByRole('button', { name: /Veröffentlichen/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Verwerfen/ })).toBeNull();
  });

  it('publishes from the dialog, which shows the change counts', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const api = stubStatus({ fields: 3, groups: 1, pages: 1 }, { de: 0, fr: 0 });
    const { user } = renderInEditor(<PublishControls />);
    await user.click(await screen.findByRole('button', { name: /Veröffentlichen/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Seite veröffentlichen' });
    expect(within(dialog).getByText('Inhalte').nextElementSibling?.textContent).toBe('3');
    expect(within(dialog).getByText('Boxen').nextElementSibling?.textContent).toBe('1');
    await user.click(within(dialog).getByRole('button', { name: 'Jetzt veröffentlichen' }));
    await waitFor(() => expect(api.posts()).toEqual([{ path: '/page/publish', method: 'POST', body: { id: IDS.page } }]));
    expect(await screen.findByText('Seite veröffentlicht')).toBeTruthy();
    // The page reloads a second after the success toast (editor-panels §9).
    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 2000 });
    reload.mockRestore();
  });

  it('warns that a revert is irreversible, in all languages on multilingual sites', async () => {
    stubStatus({ fields: 1, groups: 0, pages: 0 }, { de: 0, fr: 0 });
    const { user } = renderInEditor(<PublishControls />);
    await user.click(await screen.findByRole('button', { name: /Verwerfen/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('in allen Sprachen');
    expect(dialog.textContent).toContain('nicht rückgängig');
  });
});
