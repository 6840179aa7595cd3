// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetTranslationProvider } from '../languages/use-translation-provider';
import { IDS, renderInEditor, router, stubApi } from '../toolbar/testing';
import { MENU_COLLISION_PADDING, SectionMenu, type SectionMenuProps } from './SectionMenu';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  router.refresh.mockClear();
  forgetTranslationProvider();
});

function props(overrides: Partial<SectionMenuProps> = {}): SectionMenuProps {
  return {
    groupId: IDS.group,
    type: 'hero',
    options: {},
    fields: {},
    disallowedLanguages: [],
    first: false,
    last: false,
    busy: false,
    onMove: () => {},
    ...overrides,
  };
}

async function openMenu(overrides: Partial<SectionMenuProps> = {}, answers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi(answers);
  const view = renderInEditor(<SectionMenu {...props(overrides)} />);
  await view.user.click(screen.getByRole('button', { name: 'Box-Menü' }));
  await screen.findByRole('menu', { name: 'Box-Menü' });
  return { ...view, api };
}
const entries = () => screen.getAllByRole('menuitem').map((item) => item.getAttribute('data-entry') ?? 'link');

describe('SectionMenu', () => {
  it("lists a hero's entries; without a translation service the AI entries are present but disabled", async () => {
    const { api } = await openMenu({}, { 'GET /translation/provider': { data: { provider: null } } });
    expect(entries()).toEqual([
      'options',
      'linkOptions',
      'media',
      'fieldVisibility',
      'moveUp',
      'moveDown',
      'aiTranslation',
      'generateText',
      'languageVisibility',
    ]);
    const ai = screen.getByRole('menuitem', { name: /KI-Übersetzung/ });
    await waitFor(() => expect(ai.textContent).toContain('Kein Übersetzungsdienst eingerichtet'));
    expect(ai.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('menuitem', { name: /Text generieren/ }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('menuitem', { name: /Text generieren/ }).textContent).toContain('bald verfügbar');
    expect(api.calls.filter((call) => call.path === '/translation/provider')).toHaveLength(1);
  });

  it('enables the AI translation when a service is set up, asking for it once per session', async () => {
    const answers = { 'GET /translation/provider': { data: { provider: 'deepl' } } };
    await openMenu({}, answers);
    const ai = screen.getByRole('menuitem', { name: /KI-Übersetzung/ });
    await waitFor(() => expect(ai.getAttribute('aria-disabled')).toBeNull());
    expect(ai.textContent).not.toContain('Übersetzungsdienst');
    cleanup();
    const { api } = await openMenu({ groupId: IDS.newGroup }, answers);
    expect(screen.getByRole('menuitem', { name: /KI-Übersetzung/ }).getAttribute('aria-disabled')).toBeNull();
    expect(api.calls.filter((call) => call.path === '/translation/provider')).toEqual([]);
  });

  it('keeps the AI translation off on a site with one language', async () => {
    stubApi({ 'GET /translation/provider': { data: { provider: 'deepl' } } });
    const { user } = renderInEditor(<SectionMenu {...props()} />, {
      site: { id: IDS.site, name: 'Optik Muster', locales: ['de'], defaultLocale: 'de', healthOptics: false },
    });
    await user.click(screen.getByRole('button', { name: 'Box-Menü' }));
    const ai = await screen.findByRole('menuitem', { name: /KI-Übersetzung/ });
    expect(ai.getAttribute('aria-disabled')).toBe('true');
    expect(ai.textContent).toContain('nur eine Sprache');
  });

  it('gives a container box the collection editor and a gallery the bulk upload', async () => {
    await openMenu({ type: 'teamContainer' });
    expect(entries()).toContain('editCollection');
    expect(entries()).not.toContain('bulkUpload');
    cleanup();
    await openMenu({ type: 'mediaGallery' });
    expect(entries()).toContain('bulkUpload');
    expect(entries()).not.toContain('editCollection');
  });

  it('keeps the menu 16 px inside the window', async () => {
    await openMenu();
    expect(MENU_COLLISION_PADDING).toBe(16);
    expect(screen.getByRole('menu').getAttribute('data-collision-padding')).toBe('16');
  });

  it('moves the box and keeps the move disabled at the edge', async () => {
    const onMove = vi.fn();
    const { user } = await openMenu({ onMove, last: true });
    expect(screen.getByRole('menuitem', { name: 'Nach unten' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('menuitem', { name: 'Nach oben' }));
    expect(onMove).toHaveBeenCalledWith('up');
  });

  it('posts the changed fields of the field-visibility checklist', async () => {
    const fields = { kicker: { id: IDS.field, visible: false } };
    const { user, api } = await openMenu({ fields });
    await user.click(screen.getByRole('menuitem', { name: 'Feld-Sichtbarkeit' }));
    const kicker = await screen.findByRole('checkbox', { name: 'Dachzeile' });
    expect(kicker).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'Titel' })).toHaveProperty('checked', true);
    await user.click(kicker);
    await user.click(screen.getByRole('checkbox', { name: 'Titel' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]).toEqual({
      path: '/group/visibility',
      method: 'POST',
      body: { pageId: IDS.page, groupId: IDS.group, visibleFields: { kicker: true, title: false } },
    });
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
  });

  it('posts the unchecked languages as the disallowed ones', async () => {
    const { user, api } = await openMenu({ disallowedLanguages: [] });
    await user.click(screen.getByRole('menuitem', { name: 'Sprach-Sichtbarkeit' }));
    await user.click(await screen.findByRole('checkbox', { name: /\(FR\)/ }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]?.path).toBe('/group/meta');
    expect(api.posts()[0]?.body).toMatchObject({ groupId: IDS.group, pageId: IDS.page, meta: { disallowedLanguages: ['fr'] }, version: 2 });
  });

  it('opens the collection editor of a container box', async () => {
    const { user, api } = await openMenu({ type: 'teamContainer' }, { 'GET /collection/items': { data: { items: [] } } });
    await user.click(screen.getByRole('menuitem', { name: 'Sammlung bearbeiten' }));
    expect(await screen.findByRole('dialog', { name: 'Sammlung bearbeiten' })).toBeTruthy();
    await waitFor(() => expect(api.calls.some((call) => call.path === `/collection/items?collectionId=${IDS.group}`)).toBe(true));
  });

  it('opens the option editor from "Optionen"', async () => {
    const { user } = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Optionen' }));
    expect(await screen.findByRole('region', { name: 'Optionen' })).toBeTruthy();
  });
});
