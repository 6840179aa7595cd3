// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMissingTranslations } from '@/shared/schemas/translation';
import { PublishControls } from '../publish/PublishControls';
import { IDS, renderInEditor, resetNavigation, router, stubApi } from '../toolbar/testing';
import { missingAnswer, missingText, outdatedText, TEXT_IDS } from './testing';
import { NO_CHANGES } from '@/shared/content/page-changes';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

const SITE = { id: IDS.site, name: 'Optik Muster', locales: ['de', 'fr', 'it'] as const, defaultLocale: 'de' as const, healthOptics: false };

/** French is live and misses two texts; Italian was just added and misses one. */
const ANSWER = missingAnswer(
  [
    { locale: 'fr', count: 2 },
    { locale: 'it', count: 1, blocking: false },
  ],
  [
    missingText(),
    missingText({ fieldId: TEXT_IDS.body, groupType: 'richTextBlock', slot: 'text', source: 'Wir beraten Sie gern.' }),
    missingText({ locale: 'it', fieldId: TEXT_IDS.subtitle, slot: 'subtitle', source: 'Brillen und Kontaktlinsen' }),
  ],
);

function stub(options: { provider?: string | null; translate?: { data?: unknown; error?: string; status?: number }; answer?: TMissingTranslations } = {}) {
  return stubApi({
    'GET /page/status/publication': { data: { fields: 1, groups: 0, pages: 0 } },
    'GET /page/status/translation/missing': { data: options.answer ?? ANSWER },
    'GET /translation/provider': { data: { provider: options.provider === undefined ? 'deepl' : options.provider } },
    'POST /translation/missing': options.translate ?? { data: { translated: 2, items: [{ itemType: 'field', id: IDS.field, version: 4, state: {} }] } },
  });
}

async function openDialog(locale: 'de' | 'fr' = 'de') {
  const view = renderInEditor(<PublishControls />, { locale, site: { ...SITE, locales: [...SITE.locales] } });
  await view.user.click(await screen.findByRole('button', { name: /Fehlende Übersetzungen/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Fehlende Übersetzungen' });
  return { ...view, dialog };
}

const section = (dialog: HTMLElement, locale: string) => dialog.querySelector<HTMLElement>(`[data-missing-locale="${locale}"]`) as HTMLElement;

describe('missing-translations dialog', () => {
  beforeEach(() => resetNavigation('/de/edit?toolbar=1'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists per language the count, whether it blocks publishing, and the texts with box, field and source', async () => {
    stub();
    const { dialog } = await openDialog();
    const fr = section(dialog, 'fr');
    expect(fr.textContent).toContain('Französisch');
    expect(fr.textContent).toContain('2 Texte fehlen');
    expect(fr.textContent).toContain('Blockiert die Veröffentlichung');
    const texts = within(fr).getByRole('list', { name: 'Fehlende Texte auf Französisch' });
    const items = within(texts).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Titelbild · Titel'), expect.stringContaining('Wir beraten Sie gern.')]);
    expect(items[0]?.textContent).toContain('Willkommen');
    expect(items[0]?.textContent).toContain('Vorlage (DE)');
    const it = section(dialog, 'it');
    expect(it.textContent).toContain('1 Text fehlt');
    expect(it.textContent).toContain('Noch nicht live – die Seite bleibt in dieser Sprache verborgen');
    expect(it.textContent).not.toContain('Blockiert');
  });

  it('shows the AI action without a provider, unavailable and saying why', async () => {
    const api = stub({ provider: null });
    const { dialog, user } = await openDialog();
    const fr = section(dialog, 'fr');
    const button = within(fr).getByRole('button', { name: 'Alle fehlenden Texte maschinell übersetzen: Französisch' });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    await waitFor(() => expect(fr.textContent).toContain('Kein Übersetzungsdienst eingerichtet'));
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toContain('Kein Übersetzungsdienst eingerichtet');
    await user.click(button);
    expect(api.posts()).toEqual([]);
  });

  it('translates all missing texts of a language, says how many to review and reloads the draft', async () => {
    const api = stub();
    const { dialog, user } = await openDialog();
    const button = within(section(dialog, 'fr')).getByRole('button', { name: /maschinell übersetzen: Französisch/ });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    await user.click(button);
    await waitFor(() => expect(api.posts()).toEqual([{ path: '/translation/missing', method: 'POST', body: { pageId: IDS.page, to: 'fr' } }]));
    expect(await screen.findByText('2 Texte übersetzt – bitte prüfen')).toBeTruthy();
    expect(router.refresh).toHaveBeenCalled();
    // The status (and so this list) is read again.
    await waitFor(() => expect(api.calls.filter((call) => call.path.startsWith('/page/status/translation/missing'))).toHaveLength(2));
  });

  it('shows the server’s reason when the translation service fails', async () => {
    stub({ translate: { error: 'Übersetzung fehlgeschlagen: Der Dienst antwortet nicht', status: 503 } });
    const { dialog, user } = await openDialog();
    const button = within(section(dialog, 'it')).getByRole('button', { name: /maschinell übersetzen: Italienisch/ });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    await user.click(button);
    expect(await screen.findByText('Übersetzung fehlgeschlagen: Der Dienst antwortet nicht')).toBeTruthy();
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('leads a text of another language to that language’s edit page, scrolled to it', async () => {
    stub();
    const { dialog } = await openDialog();
    const fr = section(dialog, 'fr');
    expect(within(fr).getByRole('link', { name: 'Französisch bearbeiten' }).getAttribute('href')).toBe(`/fr/edit?toolbar=1&focus=${IDS.field}`);
    const link = within(fr).getByRole('link', { name: /Wir beraten Sie gern\..*Auf Französisch öffnen/ });
    expect(link.getAttribute('href')).toBe(`/fr/edit?toolbar=1&focus=${TEXT_IDS.body}`);
  });

  it('scrolls to and outlines a text of the language on screen, closing the dialog', async () => {
    resetNavigation('/fr/edit?toolbar=1');
    stub();
    const target = document.createElement('h1');
    target.dataset.fieldId = TEXT_IDS.body;
    document.body.append(target);
    const scroll = vi.fn();
    target.scrollIntoView = scroll;
    const { dialog, user } = await openDialog('fr');
    await user.click(within(section(dialog, 'fr')).getByRole('button', { name: /Wir beraten Sie gern\..*Auf der Seite zeigen/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    expect(target.hasAttribute('data-translation-focus')).toBe(true);
    target.remove();
  });
});

describe('outdated translations in the dialog', () => {
  beforeEach(() => resetNavigation('/de/edit?toolbar=1'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** Nothing missing; the French title is outdated since its German source changed. */
  const OUTDATED = missingAnswer(
    [
      { locale: 'fr', count: 0 },
      { locale: 'it', count: 0 },
    ],
    [],
    [outdatedText()],
  );

  async function openOutdated() {
    const api = stubApi({
      'GET /page/status/publication': { data: { fields: 1, groups: 0, pages: 0, changes: { ...NO_CHANGES, changedBoxes: 1 } } },
      'GET /page/status/translation/missing': { data: OUTDATED },
      'GET /translation/provider': { data: { provider: 'deepl' } },
      'POST /translation/outdated': { data: { translated: 1, items: [{ itemType: 'field', id: IDS.field, version: 5, state: {} }] } },
      'POST /translation/outdated/confirm': { data: { itemType: 'field', id: IDS.field, version: 5, state: {} } },
    });
    const view = renderInEditor(<PublishControls />, { site: { ...SITE, locales: [...SITE.locales] } });
    // Publishing stays offered: an outdated translation warns, it does not block.
    expect(await screen.findByRole('button', { name: /^Veröffentlichen/ })).toBeTruthy();
    await view.user.click(await screen.findByRole('button', { name: 'Veraltete Übersetzungen: 1 Text' }));
    const dialog = await screen.findByRole('dialog', { name: 'Veraltete Übersetzungen' });
    return { ...view, api, dialog };
  }

  it('lists them under "Veraltet" with the translation and the source then and now, only in their language', async () => {
    const { dialog } = await openOutdated();
    expect(section(dialog, 'it')).toBeNull();
    const fr = section(dialog, 'fr');
    expect(fr.textContent).toContain('1 veraltet');
    expect(fr.textContent).not.toContain('fehl');
    const list = within(fr).getByRole('list', { name: 'Veraltet' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item?.textContent).toContain('Titelbild · Titel');
    expect(item?.textContent).toContain('Bienvenue');
    expect(item?.textContent).toContain('Vorher (DE)Willkommen');
    expect(item?.textContent).toContain('Jetzt (DE)Herzlich willkommen');
    expect(within(fr).getByRole('link', { name: '«Titel» auf Französisch öffnen' }).getAttribute('href')).toBe(`/fr/edit?toolbar=1&focus=${IDS.field}`);
  });

  it('translates one anew by machine, then reloads the draft and the list', async () => {
    const { dialog, user, api } = await openOutdated();
    const button = within(section(dialog, 'fr')).getByRole('button', { name: '«Titel» neu maschinell übersetzen: Französisch' });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    await user.click(button);
    await waitFor(() =>
      expect(api.posts()).toEqual([{ path: '/translation/outdated', method: 'POST', body: { pageId: IDS.page, to: 'fr', fieldId: IDS.field } }]),
    );
    expect(await screen.findByText('Übersetzung erneuert – bitte prüfen')).toBeTruthy();
    expect(router.refresh).toHaveBeenCalled();
    await waitFor(() => expect(api.calls.filter((call) => call.path.startsWith('/page/status/translation/missing'))).toHaveLength(2));
  });

  it('keeps one with "Ist noch richtig"', async () => {
    const { dialog, user, api } = await openOutdated();
    await user.click(within(section(dialog, 'fr')).getByRole('button', { name: '«Titel» auf Französisch ist noch richtig' }));
    await waitFor(() => expect(api.posts()).toEqual([{ path: '/translation/outdated/confirm', method: 'POST', body: { fieldId: IDS.field, locale: 'fr' } }]));
    expect(await screen.findByText('Übersetzung bleibt, wie sie ist')).toBeTruthy();
  });
});
