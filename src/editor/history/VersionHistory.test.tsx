// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDS, renderInEditor, resetNavigation, stubApi } from '../toolbar/testing';
import { VersionPreviewBanner } from './VersionPreviewBanner';
import { VersionsButton } from './VersionsButton';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

const V3 = '5a0c3e1d-5555-4555-8555-000000000003';
const V2 = '5a0c3e1d-5555-4555-8555-000000000002';

const VERSIONS = [
  { id: V3, version: 3, createdAt: '2026-03-14T09:30:00.000Z', createdBy: 'Petra Owner', current: true },
  { id: V2, version: 2, createdAt: '2026-01-05T16:05:00.000Z', createdBy: null, current: false },
];

function stubVersions() {
  return stubApi({
    'GET /page/status/publication': { data: { fields: 0, groups: 0, pages: 0 } },
    'GET /page/status/translation': { data: { de: 0, fr: 0 } },
    'GET /site/status/publication': { data: { pages: [], navigation: false, settings: false } },
    'GET /page/versions': { data: { versions: VERSIONS } },
    'POST /page/version/restore': { data: {} },
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('version history panel', () => {
  beforeEach(() => resetNavigation('/de/edit/ueber-uns?toolbar=1'));

  it('lists the published versions with date, author and the current one marked', async () => {
    const api = stubVersions();
    const { user } = renderInEditor(<VersionsButton />);
    await user.click(screen.getByRole('button', { name: 'Versionen' }));
    const panel = await screen.findByRole('dialog', { name: 'Versionen' });
    const items = await within(panel).findAllByRole('listitem');
    expect(api.calls.some((call) => call.path === `/page/versions?id=${IDS.page}`)).toBe(true);
    expect(items).toHaveLength(2);
    // Dates in the editor language and Europe/Berlin.
    expect(items[0]?.textContent).toContain('Version 3');
    expect(items[0]?.textContent).toContain('Aktuell');
    expect(items[0]?.textContent).toContain('14.03.2026, 10:30');
    expect(items[0]?.textContent).toContain('von Petra Owner');
    expect(items[1]?.textContent).toContain('05.01.2026, 17:05');
    expect(items[1]?.textContent).not.toContain('Aktuell');
    const view = within(items[1] as HTMLElement).getByRole('link', { name: /Ansehen/ });
    expect(view.getAttribute('href')).toBe(`/de/edit/ueber-uns?toolbar=1&version=${V2}`);
  });

  it('restores a version as draft only after confirmation, then reloads', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const api = stubVersions();
    const { user } = renderInEditor(<VersionsButton />);
    await user.click(screen.getByRole('button', { name: 'Versionen' }));
    const panel = await screen.findByRole('dialog', { name: 'Versionen' });
    const items = await within(panel).findAllByRole('listitem');
    await user.click(within(items[1] as HTMLElement).getByRole('button', { name: /Als Entwurf wiederherstellen/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Version 2 wiederherstellen?' });
    expect(api.posts()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Als Entwurf wiederherstellen' }));
    await waitFor(() => expect(api.posts()).toEqual([{ path: '/page/version/restore', method: 'POST', body: { pageId: IDS.page, versionId: V2 } }]));
    expect(await screen.findByText(/Version als Entwurf wiederhergestellt/)).toBeTruthy();
    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 2000 });
    reload.mockRestore();
  });

  it('sends nothing when the restore is cancelled', async () => {
    const api = stubVersions();
    const { user } = renderInEditor(<VersionsButton />);
    await user.click(screen.getByRole('button', { name: 'Versionen' }));
    const items = await within(await screen.findByRole('dialog', { name: 'Versionen' })).findAllByRole('listitem');
    await user.click(within(items[0] as HTMLElement).getByRole('button', { name: /Als Entwurf wiederherstellen/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.posts()).toEqual([]);
  });
});

describe('version preview banner', () => {
  it('shows nothing without ?version=', () => {
    resetNavigation('/de/edit?toolbar=1');
    const api = stubVersions();
    renderInEditor(<VersionPreviewBanner />);
    expect(screen.queryByRole('region', { name: 'Versionsvorschau' })).toBeNull();
    expect(api.calls.some((call) => call.path.startsWith('/page/versions'))).toBe(false);
  });

  it('names the previewed version and leads back to editing', async () => {
    resetNavigation(`/de/edit/ueber-uns?toolbar=1&version=${V2}`);
    stubVersions();
    renderInEditor(<VersionPreviewBanner />);
    const banner = await screen.findByRole('region', { name: 'Versionsvorschau' });
    await waitFor(() => expect(banner.textContent).toContain('Vorschau: Version 2 vom 05.01.2026, 17:05 (nur lesen)'));
    expect(within(banner).getByRole('link', { name: 'Zurück zur Bearbeitung' }).getAttribute('href')).toBe('/de/edit/ueber-uns?toolbar=1');
  });

  it('restores the previewed version and returns to the plain edit URL', async () => {
    resetNavigation(`/de/edit/ueber-uns?toolbar=1&version=${V2}`);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const api = stubVersions();
    const { user } = renderInEditor(<VersionPreviewBanner />);
    const banner = await screen.findByRole('region', { name: 'Versionsvorschau' });
    await user.click(await within(banner).findByRole('button', { name: 'Als Entwurf wiederherstellen' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Als Entwurf wiederherstellen' }));
    await waitFor(() => expect(api.posts()).toEqual([{ path: '/page/version/restore', method: 'POST', body: { pageId: IDS.page, versionId: V2 } }]));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/de/edit/ueber-uns?toolbar=1'), { timeout: 2000 });
    assign.mockRestore();
  });
});
