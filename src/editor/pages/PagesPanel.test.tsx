// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TNavigationState, TPageListItem } from '@/shared/schemas/site-structure';
import { IDS, renderInEditor, resetNavigation, router, stubApi } from '../toolbar/testing';
import { PagesPanel } from './PagesPanel';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

const TEAM = '5a0c3e1d-2222-4222-8222-000000000010';
const DELETED = '5a0c3e1d-2222-4222-8222-000000000011';
const NEW = '5a0c3e1d-2222-4222-8222-000000000012';

const item = (over: Partial<TPageListItem> & Pick<TPageListItem, 'id'>): TPageListItem => ({
  collection: null,
  role: null,
  specialKey: null,
  status: 'published',
  slug: {},
  name: {},
  hasPassword: false,
  changed: false,
  navigationButton: false,
  ...over,
});
const PAGES: TPageListItem[] = [
  item({ id: IDS.page, role: 'home', specialKey: '~home', slug: { de: 'start' }, name: { de: 'Startseite' }, navigationButton: true }),
  item({ id: IDS.other, status: 'draft', slug: { de: 'ueber-uns' }, name: { de: 'Über uns' }, hasPassword: true, changed: true, role: 'imprint' }),
  item({ id: TEAM, collection: 'team', slug: { de: 'anna' }, name: { de: 'Anna Muster' } }),
];
const NAV: TNavigationState = {
  containers: [
    {
      id: 'main',
      label: { de: 'Hauptmenü' },
      children: [
        { id: 'n1', pageId: IDS.page, appearance: 'button' },
        { id: 'n2', pageId: IDS.other, appearance: 'default' },
      ],
    },
    { id: 'footer', label: {}, children: [] },
  ],
};

function serve(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /pages': { data: { pages: PAGES } },
    'GET /pages/deleted': {
      data: {
        pages: [
          {
            id: DELETED,
            collection: null,
            name: { de: 'Alte Aktion' },
            deletedAt: '2026-03-01T10:00:00.000Z',
            purgeAt: new Date(Date.now() + 5 * 86_400_000 - 60_000).toISOString(),
          },
        ],
      },
    },
    'GET /navigation': { data: { navigation: NAV, changed: false } },
    ...extra,
  });
}

async function openPanel(extra: Parameters<typeof stubApi>[0] = {}) {
  const api = serve(extra);
  const view = renderInEditor(<PagesPanel open onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'Seiten' });
  await within(dialog).findByRole('link', { name: /Anna Muster/ });
  return { ...view, api, dialog };
}

beforeEach(() => resetNavigation('/de/edit?pageMenu=1'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('pages panel', () => {
  it('lists every group, even empty ones, with chips, badges and markers', async () => {
    const { dialog } = await openPanel();
    for (const group of ['Ohne Kategorie', 'Team', 'Dienstleistungen', 'Kundenstimmen'])
      expect(within(dialog).getByRole('heading', { name: group })).toBeTruthy();
    const free = within(dialog).getByRole('region', { name: 'Ohne Kategorie' });
    const home = within(free).getByRole('link', { name: /Startseite/ });
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(home.getAttribute('href')).toBe('/de/edit?toolbar=1');
    expect(home.textContent).toContain('Button | Startseite');
    const about = within(free).getByRole('link', { name: /Über uns/ });
    expect(about.getAttribute('href')).toBe(`/de/edit/${IDS.other}?toolbar=1`);
    expect(about.textContent).toContain('Impressum | Geschützt');
    expect(within(about).getByRole('img', { name: 'Passwortgeschützt' })).toBeTruthy();
    expect(about.textContent).toContain('Unveröffentlichte Änderungen');
    expect(home.textContent).not.toContain('Unveröffentlichte Änderungen');
    expect(within(within(dialog).getByRole('region', { name: 'Dienstleistungen' })).getByText('Keine Seiten')).toBeTruthy();
    expect(within(dialog).getByText('noch 5 Tage')).toBeTruthy();
  });

  it('moves a navigation item with the buttons and saves the new order at once', async () => {
    const { dialog, user, api } = await openPanel();
    await user.click(await within(dialog).findByRole('button', { name: '«Über uns» nach oben' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    const sent = api.posts()[0]?.body as { navigation: TNavigationState };
    expect(api.posts()[0]?.path).toBe('/navigation');
    expect(sent.navigation.containers[0]?.children.map((child) => child.id)).toEqual(['n2', 'n1']);
    expect(within(dialog).getByRole('button', { name: '«Über uns» nach oben' }).hasAttribute('disabled')).toBe(true);
  });

  it('puts the navigation back and says why when the save is refused', async () => {
    const { dialog, user } = await openPanel({ 'POST /navigation': { error: 'Keine Berechtigung', status: 403 } });
    await user.click(await within(dialog).findByRole('button', { name: 'Navigation «Hauptmenü» nach unten' }));
    expect(await screen.findByText('Die Navigation konnte nicht gespeichert werden: Keine Berechtigung')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Navigation «Hauptmenü» nach oben' }).hasAttribute('disabled')).toBe(true));
  });

  it('builds the slug from the name and opens the new page in edit mode', async () => {
    const created = item({ id: NEW, status: 'draft', collection: 'team', slug: { de: 'aerger-strasse' }, name: { de: 'Ärger Straße' } });
    const { dialog, user, api } = await openPanel({ 'POST /page/add': { data: { page: created } } });
    await user.click(within(dialog).getByRole('button', { name: 'Neue Seite in «Team»' }));
    const form = await screen.findByRole('dialog', { name: 'Neue Seite in «Team»' });
    await user.type(within(form).getByLabelText('Name'), 'Ärger Straße');
    expect((within(form).getByLabelText('URL') as HTMLInputElement).value).toBe('aerger-strasse');
    expect(within(form).getByText('Adresse: /de/team/aerger-strasse')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Erstellen' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/de/edit/team/${NEW}?toolbar=1`));
    expect(api.posts().find((call) => call.path === '/page/add')?.body).toEqual({
      collection: 'team',
      lang: 'de',
      name: 'Ärger Straße',
      slug: 'aerger-strasse',
    });
    expect(await screen.findByText('Seite «Ärger Straße» erstellt')).toBeTruthy();
    // Creating a page leaves the navigation alone: no entry is added for it.
    expect(api.posts().filter((call) => call.path === '/navigation')).toEqual([]);
  });

  it('shows where each top-level entry leads, named after its page without a label of its own, and changes it', async () => {
    const navigation: TNavigationState = { containers: [{ id: 'home', label: {}, pageId: IDS.page, children: [] }, ...NAV.containers] };
    const { dialog, user, api } = await openPanel({ 'GET /navigation': { data: { navigation, changed: false } } });
    const home = await within(dialog).findByRole('combobox', { name: 'Ziel von «Startseite»' });
    expect((home as HTMLSelectElement).value).toBe(IDS.page);
    expect(within(dialog).getByRole('list', { name: 'Startseite' }).textContent).toBe('Kein Untermenü: ein direkter Link zur Seite.');
    // An entry that only opens its submenu says so; its own pages cannot be its target.
    const main = within(dialog).getByRole('combobox', { name: 'Ziel von «Hauptmenü»' });
    expect((main as HTMLSelectElement).value).toBe('');
    expect(within(main).queryByRole('option', { name: 'Über uns' })).toBeNull();
    expect(within(dialog).getByRole('list', { name: 'Neue Navigation' }).textContent).toBe('Noch keine Seiten in dieser Navigation.');

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Ziel von «Neue Navigation»' }), IDS.other);
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    const sent = api.posts()[0]?.body as { navigation: TNavigationState };
    expect(sent.navigation.containers.map((container) => container.pageId ?? null)).toEqual([IDS.page, null, IDS.other]);
    // Named after its page now, as visitors will see it.
    expect(await within(dialog).findByRole('combobox', { name: 'Ziel von «Über uns»' })).toBeTruthy();
  });

  it('refuses an empty name or a slug that is empty once made URL-safe, without asking the server', async () => {
    const { dialog, user, api } = await openPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Neue Seite in «Ohne Kategorie»' }));
    const form = await screen.findByRole('dialog', { name: 'Neue Seite erstellen' });
    await user.click(within(form).getByRole('button', { name: 'Erstellen' }));
    expect(within(form).getByText('Bitte geben Sie einen Namen ein.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Name'), '!!!');
    await user.click(within(form).getByRole('button', { name: 'Erstellen' }));
    expect(within(form).getByText('Die URL darf nicht leer sein')).toBeTruthy();
    expect(api.posts()).toEqual([]);
  });

  it('shows a taken slug beside the field and in a toast', async () => {
    const { dialog, user } = await openPanel({ 'POST /page/add': { error: 'Diese URL existiert bereits', status: 409 } });
    await user.click(within(dialog).getByRole('button', { name: 'Neue Seite in «Ohne Kategorie»' }));
    const form = await screen.findByRole('dialog', { name: 'Neue Seite erstellen' });
    await user.type(within(form).getByLabelText('Name'), 'Über uns');
    await user.click(within(form).getByRole('button', { name: 'Erstellen' }));
    expect(await within(form).findByText('Diese URL existiert bereits')).toBeTruthy();
    expect(await screen.findByText('Fehler beim Erstellen der Seite: Diese URL existiert bereits')).toBeTruthy();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('offers no delete for the home page and deletes another page after confirmation', async () => {
    const { dialog, user, api } = await openPanel({ 'POST /page/remove': { data: { id: IDS.other, homePageId: IDS.page } } });
    await user.click(within(dialog).getByRole('button', { name: 'Aktionen für «Startseite»' }));
    expect(await screen.findByRole('menuitem', { name: 'Einstellungen' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Löschen' })).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(within(dialog).getByRole('button', { name: 'Aktionen für «Über uns»' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Löschen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Seite löschen' });
    expect(confirm.textContent).toContain('«Über uns» wird gelöscht');
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(api.posts().map((call) => [call.path, call.body])).toEqual([['/page/remove', { id: IDS.other }]]));
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(router.push).not.toHaveBeenCalled();
  });

  it('goes to the home page in edit mode after deleting the page being edited', async () => {
    const api = serve({ 'POST /page/remove': { data: { id: IDS.other, homePageId: IDS.page } } });
    const { user } = renderInEditor(<PagesPanel open onClose={() => undefined} />, {
      page: { id: IDS.other, collection: null, slug: { de: 'ueber-uns' }, specialKey: null, status: 'draft' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Seiten' });
    await user.click(await within(dialog).findByRole('button', { name: 'Aktionen für «Über uns»' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Löschen' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Seite löschen' })).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/de/edit?toolbar=1'));
    expect(api.posts().map((call) => call.path)).toEqual(['/page/remove']);
  });

  it('saves page settings with the loaded version and reloads them after a conflict', async () => {
    const info = {
      id: IDS.other,
      version: 4,
      collection: null,
      role: 'imprint',
      specialKey: null,
      status: 'draft',
      slug: { de: 'ueber-uns' },
      name: { de: 'Über uns' },
      description: {},
      disallowedLanguages: [],
      hasPassword: true,
      hiddenFromSearch: false,
      publishedSlug: {},
    };
    const { dialog, user, api } = await openPanel({
      'GET /page/info': { data: info },
      'POST /page/info': { error: 'Jemand anderes hat diese Seite inzwischen geändert.', status: 409 },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Aktionen für «Über uns»' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Einstellungen' }));
    const form = await screen.findByRole('dialog', { name: 'Einstellungen von «Über uns»' });
    expect(await within(form).findByText('Diese Seite ist passwortgeschützt.')).toBeTruthy();
    const slug = within(form).getByLabelText('URL (DE)');
    await user.clear(slug);
    await user.type(slug, 'Wer wir sind');
    await user.click(within(form).getByRole('button', { name: 'Passwort entfernen' }));
    await user.click(within(form).getByRole('checkbox', { name: 'FR' }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]?.body).toEqual({
      id: IDS.other,
      version: 4,
      slug: { de: 'wer-wir-sind' },
      name: { de: 'Über uns' },
      description: {},
      role: 'imprint',
      disallowedLanguages: ['fr'],
      hiddenFromSearch: false,
      password: { action: 'remove' },
    });
    expect(await within(form).findByText(/Jemand anderes hat diese Seite inzwischen geändert\. Die Einstellungen wurden neu geladen/)).toBeTruthy();
    await waitFor(() => expect(api.calls.filter((call) => call.path.startsWith('/page/info?')).length).toBe(2));
    expect((within(form).getByLabelText('URL (DE)') as HTMLInputElement).value).toBe('ueber-uns');
  });

  it('refuses an emptied slug in the settings', async () => {
    const info = {
      id: IDS.other,
      version: 1,
      collection: null,
      role: null,
      specialKey: null,
      status: 'draft',
      slug: { de: 'ueber-uns' },
      name: { de: 'Über uns' },
      description: {},
      disallowedLanguages: [],
      hasPassword: false,
      hiddenFromSearch: false,
      publishedSlug: {},
    };
    const { dialog, user, api } = await openPanel({ 'GET /page/info': { data: info } });
    await user.click(within(dialog).getByRole('button', { name: 'Aktionen für «Über uns»' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Einstellungen' }));
    const form = await screen.findByRole('dialog', { name: 'Einstellungen von «Über uns»' });
    await user.clear(await within(form).findByLabelText('URL (DE)'));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(within(form).getByText('Die URL darf nicht leer sein (DE)')).toBeTruthy();
    expect(api.posts()).toEqual([]);
  });

  it('takes a page out of site search and back, showing the stored setting', async () => {
    const info = {
      id: TEAM,
      version: 2,
      collection: 'team',
      role: null,
      specialKey: null,
      status: 'published',
      slug: { de: 'anna' },
      name: { de: 'Anna Muster' },
      description: {},
      disallowedLanguages: [],
      hasPassword: false,
      hiddenFromSearch: true,
      publishedSlug: { de: 'anna' },
    };
    const { dialog, user, api } = await openPanel({
      'GET /page/info': { data: info },
      'POST /page/info': { data: { ...info, version: 3, hiddenFromSearch: false } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Aktionen für «Anna Muster»' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Einstellungen' }));
    const form = await screen.findByRole('dialog', { name: 'Einstellungen von «Anna Muster»' });
    const option = (await within(form).findByRole('checkbox', { name: 'Nicht in der Suche' })) as HTMLInputElement;
    expect(option.checked).toBe(true);
    expect(option.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(option.getAttribute('aria-describedby') ?? '')?.textContent).toContain('Die Suche der Website listet diese Seite nicht');
    await user.click(option);
    expect(option.checked).toBe(false);
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]?.body).toMatchObject({ id: TEAM, version: 2, hiddenFromSearch: false });
  });

  it('restores a recently deleted page', async () => {
    const { dialog, user, api } = await openPanel();
    await user.click(within(dialog).getByRole('button', { name: '«Alte Aktion» wiederherstellen' }));
    await waitFor(() => expect(api.posts().map((call) => [call.path, call.body])).toEqual([['/page/restore', { id: DELETED }]]));
    expect(await screen.findByText('Seite wiederhergestellt')).toBeTruthy();
  });
});
