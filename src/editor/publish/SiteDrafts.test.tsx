// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_CHANGES as NOTHING, type PageChanges } from '@/shared/content/page-changes';
import type { TSitePublicationStatus } from '@/shared/schemas/site-structure';
import { IDS, renderInEditor, resetNavigation, stubApi } from '../toolbar/testing';
import { missingAnswer } from '../translation/testing';
import { PublishControls } from './PublishControls';
import { SiteDraftsIndicator } from './SiteDraftsIndicator';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

const TEAM = '5a0c3e1d-2222-4222-8222-00000000000a';

/** Three changed pages: the current one (not counted), a published page and a draft team member. */
const SITE: TSitePublicationStatus = {
  pages: [
    { id: IDS.page, name: { de: 'Startseite' }, slug: { de: 'start' }, collection: null, status: 'published', changes: { ...NOTHING, changedBoxes: 1 } },
    {
      id: IDS.other,
      name: { de: 'Über uns', fr: 'À propos' },
      slug: { de: 'ueber-uns', fr: 'a-propos' },
      collection: null,
      status: 'published',
      changes: { ...NOTHING, changedBoxes: 2, removedBoxes: 1 },
    },
    {
      id: TEAM,
      name: { de: 'Anna Muster' },
      slug: { de: 'anna-muster' },
      collection: 'team',
      status: 'draft',
      changes: { ...NOTHING, page: 'new', newBoxes: 1 },
    },
  ],
  navigation: true,
  settings: false,
  settingsProblems: [],
};

function stubStatus(options: { page: ReturnType<typeof pub>; site: TSitePublicationStatus; missing?: number }) {
  return stubApi({
    'GET /page/status/publication': { data: options.page },
    'GET /page/status/checks': { data: { checks: [] } },
    'GET /site/status/checks': { data: { checks: [] } },
    'GET /page/status/translation/missing': { data: missingAnswer(options.missing ? [{ locale: 'fr', count: options.missing }] : []) },
    'GET /site/status/publication': { data: options.site },
    'POST /site/publish': { data: { pages: 2, navigation: true, settings: false } },
  });
}

const pub = (changes: Partial<PageChanges> = {}) => ({ fields: 0, groups: 0, pages: 0, changes: { ...NOTHING, ...changes } });
const NO_CHANGES = pub();

describe('site drafts indicator', () => {
  beforeEach(() => resetNavigation('/de/edit?toolbar=1'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('counts the other changed pages and the navigation, without the current page', async () => {
    stubStatus({ page: NO_CHANGES, site: SITE });
    const { user } = renderInEditor(<SiteDraftsIndicator />);
    const button = await screen.findByRole('button', { name: 'Weitere unveröffentlichte Änderungen: 2 weitere Seiten, Navigation' });
    await user.click(button);
    const list = await screen.findByRole('dialog', { name: 'Noch nicht veröffentlicht' });
    expect(within(list).queryByText('Startseite')).toBeNull();
    // Published pages link by slug, drafts by id; the toolbar stays open on the page.
    expect(
      within(list)
        .getByRole('link', { name: /Über uns/ })
        .getAttribute('href'),
    ).toBe('/de/edit/ueber-uns?toolbar=1');
    expect(
      within(list)
        .getByRole('link', { name: /Anna Muster/ })
        .getAttribute('href'),
    ).toBe(`/de/edit/team/${TEAM}?toolbar=1`);
    expect(within(list).getByText('Navigation')).toBeTruthy();
    expect(within(list).queryByText('Einstellungen')).toBeNull();
  });

  it('names pages in the content language', async () => {
    stubStatus({ page: NO_CHANGES, site: SITE });
    const { user } = renderInEditor(<SiteDraftsIndicator />, { locale: 'fr' });
    await user.click(await screen.findByRole('button', { name: /Weitere unveröffentlichte Änderungen/ }));
    const list = await screen.findByRole('dialog', { name: 'Noch nicht veröffentlicht' });
    expect(
      within(list)
        .getByRole('link', { name: /À propos/ })
        .getAttribute('href'),
    ).toBe('/fr/edit/a-propos?toolbar=1');
  });

  it('flags a booking button without link among the unpublished settings', async () => {
    stubStatus({
      page: NO_CHANGES,
      site: { ...SITE, settings: true, settingsProblems: [{ section: 'bookingButton', key: 'bookingLinkMissing', locales: [] }] },
    });
    const { user } = renderInEditor(<SiteDraftsIndicator />);
    await user.click(await screen.findByRole('button', { name: /Weitere unveröffentlichte Änderungen/ }));
    const list = await screen.findByRole('dialog', { name: 'Noch nicht veröffentlicht' });
    expect(within(list).getByText('Buchungsbutton: Der Link fehlt – Besucher könnten nichts buchen.')).toBeTruthy();
  });

  it('is hidden when nothing else waits', async () => {
    const api = stubStatus({ page: NO_CHANGES, site: { pages: [SITE.pages[0]!], navigation: false, settings: false, settingsProblems: [] } });
    renderInEditor(<SiteDraftsIndicator />);
    await waitFor(() => expect(api.calls.length).toBe(3));
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('publish all', () => {
  beforeEach(() => resetNavigation('/de/edit?toolbar=1'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers only publish all when just other pages and the navigation changed, then reloads', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const api = stubStatus({ page: NO_CHANGES, site: SITE });
    const { user } = renderInEditor(<PublishControls />);
    await user.click(await screen.findByRole('button', { name: 'Veröffentlichen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Website veröffentlichen' });
    // Each page says what changes on it, as its own publish button counts.
    expect(within(dialog).getByRole('link', { name: /Über uns/ }).textContent).toContain('2 geänderte Boxen, 1 entfernte Box');
    expect(within(dialog).getByRole('link', { name: /Anna Muster/ }).textContent).toContain('neue Seite, 1 neue Box');
    expect(within(dialog).queryByRole('button', { name: 'Jetzt veröffentlichen' })).toBeNull();
    const all = within(dialog).getByRole('button', { name: 'Alles veröffentlichen' }) as HTMLButtonElement;
    await waitFor(() => expect(all.disabled).toBe(false));
    await user.click(all);
    await waitFor(() => expect(api.posts()).toEqual([{ path: '/site/publish', method: 'POST', body: { acknowledgedWarnings: [] } }]));
    expect(await screen.findByText('Alles veröffentlicht')).toBeTruthy();
    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 2000 });
    reload.mockRestore();
  });

  it('shows the site-wide drafts beside this page’s changes and publishes them all from there', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const api = stubStatus({ page: pub({ changedBoxes: 1 }), site: SITE });
    const { user } = renderInEditor(<PublishControls />);
    await user.click(await screen.findByRole('button', { name: /Veröffentlichen/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Seite veröffentlichen' });
    expect(dialog.querySelector('[data-change-summary]')?.textContent).toContain('1 geänderte Box');
    const section = within(dialog).getByRole('region', { name: 'Weitere Änderungen auf der Website' });
    expect(section.textContent).toContain('2 weitere Seiten, Navigation');
    const all = within(section).getByRole('button', { name: 'Alles veröffentlichen' }) as HTMLButtonElement;
    await waitFor(() => expect(all.disabled).toBe(false));
    await user.click(all);
    await waitFor(() => expect(api.posts()).toEqual([{ path: '/site/publish', method: 'POST', body: { acknowledgedWarnings: [] } }]));
    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 2000 });
    reload.mockRestore();
  });

  it('keeps publishing blocked while this page misses translations', async () => {
    stubStatus({ page: pub({ changedBoxes: 1 }), site: SITE, missing: 2 });
    renderInEditor(<PublishControls />);
    expect(await screen.findByRole('button', { name: /Fehlende Übersetzungen/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Veröffentlichen/ })).toBeNull();
  });
});
