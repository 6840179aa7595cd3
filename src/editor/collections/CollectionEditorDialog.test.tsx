// @vitest-environment happy-dom
import { act, cleanup, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditorEnvironmentProvider } from '../context';
import { makeEnvironment, renderInEditor, router, stubApi } from '../toolbar/testing';
import { CollectionEditorDialog } from './CollectionEditorDialog';
import { useCollectionEditor } from './use-collection-editor';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

const CONTAINER = { collectionId: '7a1c2b9e-3d4a-4c5b-8e7f-1a2b3c4d5e60', collectionName: 'team' as const };
const A = '7a1c2b9e-3d4a-4c5b-8e7f-0000000000a1';
const B = '7a1c2b9e-3d4a-4c5b-8e7f-0000000000b2';
const C = '7a1c2b9e-3d4a-4c5b-8e7f-0000000000c3';
const ITEMS = [
  { pageId: A, name: { de: 'Anna' }, slug: { de: 'anna' }, visible: true, status: 'published' },
  { pageId: B, name: { de: 'Beat' }, slug: { de: 'beat' }, visible: true, status: 'draft' },
  { pageId: C, name: { de: 'Carla' }, slug: { de: 'carla' }, visible: false, status: 'published' },
];
const LIST = { 'GET /collection/items': { data: { items: ITEMS } } };

beforeEach(() => router.refresh.mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const names = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('CollectionEditorDialog', () => {
  it('lists shown entries and the archive, with an edit link per entry', async () => {
    stubApi(LIST);
    renderInEditor(<CollectionEditorDialog container={CONTAINER} open onOpenChange={() => {}} />);
    const shown = await screen.findByRole('list', { name: 'Angezeigt' });
    expect(names(shown)).toEqual(['Anna', 'BeatEntwurf']);
    expect(names(screen.getByRole('list', { name: 'Archiv' }))).toEqual(['Carla']);
    expect(screen.getByRole('link', { name: 'Seite von «Beat» bearbeiten' }).getAttribute('href')).toBe('/de/edit/team/beat');
  });

  it('moves an entry to the archive at once and posts the change', async () => {
    const api = stubApi(LIST);
    const { user } = renderInEditor(<CollectionEditorDialog container={CONTAINER} open onOpenChange={() => {}} />);
    await user.click(await screen.findByRole('button', { name: '«Anna» archivieren' }));
    expect(names(screen.getByRole('list', { name: 'Angezeigt' }))).toEqual(['BeatEntwurf']);
    expect(names(screen.getByRole('list', { name: 'Archiv' }))).toEqual(['Anna', 'Carla']);
    await waitFor(() => expect(api.posts()).toEqual([{ path: '/collection/items', method: 'POST', body: { ...CONTAINER, pageId: A, action: 'hide' } }]));
  });

  it('puts a shown archive entry back when the server refuses', async () => {
    stubApi({ ...LIST, 'POST /collection/items': { error: 'Nicht erlaubt', status: 403 } });
    const { user } = renderInEditor(<CollectionEditorDialog container={CONTAINER} open onOpenChange={() => {}} />);
    await user.click(await screen.findByRole('button', { name: '«Carla» anzeigen' }));
    await screen.findByText(/Eintrag nicht angezeigt: Nicht erlaubt/);
    expect(names(screen.getByRole('list', { name: 'Angezeigt' }))).toEqual(['Anna', 'BeatEntwurf']);
    expect(names(screen.getByRole('list', { name: 'Archiv' }))).toEqual(['Carla']);
  });

  it('adds an entry by name, offers to edit its page and refreshes the page on close', async () => {
    const api = stubApi({ ...LIST, 'POST /collection/add': { data: { pageId: '7a1c2b9e-3d4a-4c5b-8e7f-0000000000d4', slug: { de: 'dora' } } } });
    const onOpenChange = vi.fn();
    const { user } = renderInEditor(<CollectionEditorDialog container={CONTAINER} open onOpenChange={onOpenChange} />);
    await user.type(await screen.findByLabelText('Neuer Eintrag'), 'Dora');
    await user.click(screen.getByRole('button', { name: 'Eintrag hinzufügen' }));
    await screen.findByText('«Dora» wurde hinzugefügt.');
    expect(api.posts()[0]?.body).toEqual({ ...CONTAINER, lang: 'de', name: 'Dora' });
    expect(names(screen.getByRole('list', { name: 'Angezeigt' }))).toEqual(['Anna', 'BeatEntwurf', 'DoraEntwurf']);
    expect(screen.getByRole('link', { name: 'Seite bearbeiten' }).getAttribute('href')).toBe('/de/edit/team/dora');
    await user.click(screen.getByRole('button', { name: 'Schliessen' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(router.refresh).toHaveBeenCalled();
  });

  it('deletes an entry after confirmation', async () => {
    const api = stubApi(LIST);
    const { user } = renderInEditor(<CollectionEditorDialog container={CONTAINER} open onOpenChange={() => {}} />);
    await user.click(await screen.findByRole('button', { name: '«Beat» löschen' }));
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(names(screen.getByRole('list', { name: 'Angezeigt' }))).toEqual(['Anna']));
    expect(api.posts()).toEqual([{ path: '/collection/removeItem', method: 'POST', body: { ...CONTAINER, pageId: B } }]);
  });
});

describe('useCollectionEditor', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <EditorEnvironmentProvider value={makeEnvironment()}>{children}</EditorEnvironmentProvider>;
  const order = (lists: { shown: { pageId: string }[] }) => lists.shown.map((item) => item.pageId);

  it('reorders at once and keeps the order the server accepted', async () => {
    const api = stubApi(LIST);
    const { result } = renderHook(() => useCollectionEditor(CONTAINER, true), { wrapper });
    await waitFor(() => expect(result.current.load).toBe('ready'));
    let done: Promise<void> | undefined;
    act(() => {
      done = result.current.sort(B, A);
    });
    expect(order(result.current.lists)).toEqual([B, A]);
    await act(async () => done);
    expect(order(result.current.lists)).toEqual([B, A]);
    expect(api.posts()[0]?.body).toEqual({ ...CONTAINER, activeId: B, overId: A });
  });

  it('rolls the order back when the server refuses', async () => {
    stubApi({ ...LIST, 'POST /collection/sort': { error: 'Konflikt', status: 409 } });
    const { result } = renderHook(() => useCollectionEditor(CONTAINER, true), { wrapper });
    await waitFor(() => expect(result.current.load).toBe('ready'));
    let done: Promise<void> | undefined;
    act(() => {
      done = result.current.sort(B, A);
    });
    expect(order(result.current.lists)).toEqual([B, A]);
    await act(async () => done);
    expect(order(result.current.lists)).toEqual([A, B]);
  });

  it('does not post a move onto the same entry', async () => {
    const api = stubApi(LIST);
    const { result } = renderHook(() => useCollectionEditor(CONTAINER, true), { wrapper });
    await waitFor(() => expect(result.current.load).toBe('ready'));
    await act(async () => result.current.sort(A, A));
    expect(api.posts()).toEqual([]);
  });
});
