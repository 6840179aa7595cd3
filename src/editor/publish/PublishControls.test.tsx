// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDS, renderInEditor, resetNavigation, stubApi } from '../toolbar/testing';
import { missingAnswer, missingText } from '../translation/testing';
import { NO_CHANGES, type PageChanges } from '@/shared/content/page-changes';
import type { TPublishCheck } from '@/shared/schemas/publish-checks';
import { PublishControls } from './PublishControls';
import { publishState } from './publish-state';

/** A page status whose `changes` are these (the row counts do not matter to the editor). */
const pub = (changes: Partial<PageChanges> = {}) => ({ fields: 0, groups: 0, pages: 0, changes: { ...NO_CHANGES, ...changes } });

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

describe('publishState', () => {
  const locales = ['de', 'fr', 'it'] as const;
  const none = missingAnswer([]);
  it('offers publish only with changes and no missing translations in a live language', () => {
    expect(publishState(pub({ changedBoxes: 1 }), none, [...locales])).toMatchObject({ changes: 1, canPublish: true, canRevert: true });
    expect(publishState(pub(), none, [...locales])).toMatchObject({ canPublish: false, canRevert: false });
    expect(publishState(pub({ changedBoxes: 2 }), missingAnswer([{ locale: 'fr', count: 3 }]), [...locales])).toMatchObject({
      canPublish: false,
      blockedByTranslations: true,
      canRevert: true,
      missing: [{ locale: 'fr', count: 3, blocking: true }],
    });
  });

  it('keeps publish available when only a language the page is not live in misses texts', () => {
    const state = publishState(pub({ changedBoxes: 1 }), missingAnswer([{ locale: 'it', count: 4, blocking: false }]), [...locales]);
    expect(state).toMatchObject({ canPublish: true, blockedByTranslations: false, missing: [{ locale: 'it', count: 4, blocking: false }] });
  });

  it('lists the languages in the site’s order, without those missing nothing', () => {
    const answer = missingAnswer([
      { locale: 'it', count: 1, blocking: false },
      { locale: 'de', count: 0 },
      { locale: 'fr', count: 2 },
    ]);
    expect(publishState(null, answer, [...locales]).missing.map((language) => language.locale)).toEqual(['fr', 'it']);
  });

  it('offers nothing while the status is unknown', () => {
    expect(publishState(null, null, [...locales])).toMatchObject({ canPublish: false, canRevert: false, blockedByTranslations: false, missing: [] });
  });
});

function stubStatus(publication: ReturnType<typeof pub>, translation = missingAnswer([]), checks: TPublishCheck[] = []) {
  return stubApi({
    'GET /page/status/publication': { data: publication },
    'GET /page/status/translation/missing': { data: translation },
    'GET /page/status/checks': { data: { checks } },
    'GET /translation/provider': { data: { provider: 'deepl' } },
  });
}

describe('PublishControls', () => {
  beforeEach(() => resetNavigation('/de/edit?toolbar=1'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks the page status of the current page and the site-wide drafts', async () => {
    const api = stubStatus(pub());
    renderInEditor(<PublishControls />);
    await screen.findByText('Alles veröffentlicht');
    expect(api.calls.map((call) => call.path).sort()).toEqual([
      `/page/status/publication?id=${IDS.page}`,
      `/page/status/translation/missing?id=${IDS.page}`,
      '/site/status/publication',
    ]);
  });

  it('shows publish and revert when there are changes and every text is translated', async () => {
    stubStatus(pub({ changedBoxes: 2, newBoxes: 1 }));
    renderInEditor(<PublishControls />);
    expect(await screen.findByRole('button', { name: /Veröffentlichen/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Verwerfen/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Fehlende Übersetzungen/ })).toBeNull();
  });

  it('shows the missing translations instead of publish, with counts per language', async () => {
    stubStatus(pub({ changedBoxes: 2 }), missingAnswer([{ locale: 'fr', count: 2 }], [missingText()]));
    const { user } = renderInEditor(<PublishControls />);
    const missing = await screen.findByRole('button', { name: 'Fehlende Übersetzungen: 2 Texte' });
    expect(missing.hasAttribute('data-missing-blocking')).toBe(true);
    expect(screen.queryByRole('button', { name: /Veröffentlichen/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Verwerfen/ })).toBeTruthy();
    await user.click(missing);
    const dialog = await screen.findByRole('dialog', { name: 'Fehlende Übersetzungen' });
    expect(dialog.textContent).toContain('FR');
    expect(dialog.textContent).toContain('2 Texte fehlen');
    expect(dialog.textContent).toContain('Blockiert die Veröffentlichung');
    expect(
      within(dialog)
        .getByRole('link', { name: /Französisch bearbeiten/ })
        .getAttribute('href'),
    ).toBe(`/fr/edit?toolbar=1&focus=${IDS.field}`);
  });

  it('keeps publish when only a new language misses texts, with the quieter missing button beside it', async () => {
    stubStatus(pub({ changedBoxes: 1 }), missingAnswer([{ locale: 'fr', count: 3, blocking: false }], [missingText()]));
    const { user } = renderInEditor(<PublishControls />);
    const publish = await screen.findByRole('button', { name: /Veröffentlichen/ });
    const missing = screen.getByRole('button', { name: 'Fehlende Übersetzungen: 3 Texte' });
    expect(missing.hasAttribute('data-missing-blocking')).toBe(false);
    // Beside publish, before it in the bar.
    expect(missing.compareDocumentPosition(publish) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(missing);
    const dialog = await screen.findByRole('dialog', { name: 'Fehlende Übersetzungen' });
    expect(dialog.textContent).toContain('Noch nicht live – die Seite bleibt in dieser Sprache verborgen');
    expect(dialog.textContent).not.toContain('Blockiert die Veröffentlichung');
  });

  it('shows the missing button without changes when a language misses texts', async () => {
    stubStatus(pub(), missingAnswer([{ locale: 'fr', count: 1, blocking: false }], [missingText()]));
    renderInEditor(<PublishControls />);
    expect(await screen.findByRole('button', { name: 'Fehlende Übersetzungen: 1 Text' })).toBeTruthy();
    expect(screen.queryByText('Alles veröffentlicht')).toBeNull();
    expect(screen.queryByRole('button', { name: /Veröffentlichen/ })).toBeNull();
  });

  it('shows neither publish nor revert without changes', async () => {
    stubStatus(pub());
    renderInEditor(<PublishControls />);
    await screen.findByText('Alles veröffentlicht');
    expect(screen.queryByRole('button', { name: /Veröffentlichen/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Verwerfen/ })).toBeNull();
  });

  it('publishes from the dialog, which names the changes the badge counts', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const api = stubStatus(pub({ page: 'changed', newBoxes: 1, changedBoxes: 2 }));
    const { user } = renderInEditor(<PublishControls />);
    const button = await screen.findByRole('button', { name: /Veröffentlichen/ });
    expect(button.querySelector('[data-change-count]')?.textContent).toContain('4');
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Seite veröffentlichen' });
    const summary = dialog.querySelector('[data-change-summary]');
    expect(summary?.getAttribute('data-change-summary')).toBe('4');
    expect(summary?.textContent).toContain('Seiteneinstellungen geändert, 1 neue Box, 2 geänderte Boxen');
    expect(await within(dialog).findByText('Nichts gefunden, das Besucher stören würde.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Jetzt veröffentlichen' }));
    await waitFor(() => expect(api.posts()).toEqual([{ path: '/page/publish', method: 'POST', body: { id: IDS.page, acknowledgedWarnings: [] } }]));
    expect(await screen.findByText('Seite veröffentlicht')).toBeTruthy();
    // The page reloads a second after the success toast (editor-panels §9).
    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 2000 });
    reload.mockRestore();
  });

  it('lists the publish checks: a blocking one disables publishing, warnings need “Trotzdem veröffentlichen”', async () => {
    const check = (severity: TPublishCheck['severity'], code: TPublishCheck['code'], slot: string): TPublishCheck => ({
      id: `${code}:${slot}`,
      severity,
      code,
      pageId: IDS.page,
      sectionId: IDS.group,
      sectionType: 'hero',
      slot,
      params: { label: 'Termin buchen', languages: '' },
    });
    const warning = check('warning', 'buttonWithoutLink', 'button1');
    let checks = [check('blocking', 'requiredTextEmpty', 'title'), warning];
    const api = stubApi({
      'GET /page/status/publication': { data: pub({ newBoxes: 1 }) },
      'GET /page/status/translation/missing': { data: missingAnswer([]) },
      'GET /page/status/checks': () => ({ data: { checks } }),
    });
    const { user } = renderInEditor(<PublishControls />);
    await user.click(await screen.findByRole('button', { name: /Veröffentlichen/ }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Seite veröffentlichen' });
    const list = await within(dialog).findByRole('region', { name: 'Vor dem Veröffentlichen' });
    expect(list.textContent).toContain('«Titel» ist leer.');
    expect(list.textContent).toContain('Die Schaltfläche «Termin buchen» hat kein Ziel: Besucher sehen sie nicht.');
    expect((within(dialog).getByRole('button', { name: 'Trotzdem veröffentlichen' }) as HTMLButtonElement).disabled).toBe(true);

    // Fixed meanwhile: the dialog opened again asks the server again.
    checks = [warning];
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await user.click(await screen.findByRole('button', { name: /Veröffentlichen/ }));
    dialog = await screen.findByRole('alertdialog', { name: 'Seite veröffentlichen' });
    await waitFor(() => expect(within(dialog).queryByText('«Titel» ist leer.')).toBeNull());
    expect(within(dialog).queryByRole('button', { name: 'Jetzt veröffentlichen' })).toBeNull();
    const anyway = within(dialog).getByRole('button', { name: 'Trotzdem veröffentlichen' }) as HTMLButtonElement;
    await waitFor(() => expect(anyway.disabled).toBe(false));
    await user.click(anyway);
    await waitFor(() => expect(api.posts()[0]).toEqual({ path: '/page/publish', method: 'POST', body: { id: IDS.page, acknowledgedWarnings: [warning.id] } }));
  });

  it('names in the publish dialog the languages the page stays hidden in', async () => {
    stubStatus(pub({ changedBoxes: 1 }), missingAnswer([{ locale: 'fr', count: 3, blocking: false }], [missingText()]));
    const { user } = renderInEditor(<PublishControls />);
    await user.click(await screen.findByRole('button', { name: /Veröffentlichen/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Seite veröffentlichen' });
    const note = within(dialog).getByRole('region', { name: 'Noch nicht übersetzt' });
    expect(note.textContent).toContain('Französisch · 3 Texte fehlen');
  });

  it('reads the status again when publishing is refused because translations went missing meanwhile', async () => {
    let answer = missingAnswer([]);
    const api = stubApi({
      'GET /page/status/publication': { data: pub({ changedBoxes: 1 }) },
      'GET /page/status/translation/missing': () => ({ data: answer }),
      'GET /page/status/checks': { data: { checks: [] } },
      'POST /page/publish': { error: 'Es fehlen Übersetzungen', status: 409 },
    });
    const { user } = renderInEditor(<PublishControls />);
    await user.click(await screen.findByRole('button', { name: /Veröffentlichen/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Seite veröffentlichen' });
    answer = missingAnswer([{ locale: 'fr', count: 1 }], [missingText()]);
    const confirm = within(dialog).getByRole('button', { name: 'Jetzt veröffentlichen' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false));
    await user.click(confirm);
    expect(await screen.findByText('Fehler beim Veröffentlichen: Es fehlen Übersetzungen')).toBeTruthy();
    await waitFor(() => expect(api.calls.filter((call) => call.path.startsWith('/page/status/translation/missing'))).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Fehlende Übersetzungen: 1 Text' })).toBeTruthy();
  });

  it('warns that a revert is irreversible, in all languages on multilingual sites', async () => {
    stubStatus(pub({ changedBoxes: 1 }));
    const { user } = renderInEditor(<PublishControls />);
    await user.click(await screen.findByRole('button', { name: /Verwerfen/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('in allen Sprachen');
    expect(dialog.textContent).toContain('nicht rückgängig');
  });
});
