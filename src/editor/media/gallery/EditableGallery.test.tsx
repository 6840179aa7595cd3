// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { galleryItems } from '@/blocks/media-gallery/gallery-items';
import type { EditableGalleryProps } from '@/blocks/types';
import { IDS, renderInEditor, resetNavigation, router, stubApi } from '../../toolbar/testing';
import { image } from '../fixtures';
import { EditableGallery } from './EditableGallery';

vi.mock('next/navigation', async () => (await import('../../toolbar/navigation-mock')).navigationMock);

const media = new Map([image(1), image(2)].map((m) => [m.id, m]));
const props: EditableGalleryProps = {
  groupId: IDS.group,
  locale: 'de',
  items: galleryItems([...media.keys()], media, 'de'),
  imageIds: [...media.keys()],
  layout: 'grid',
  gap: 16,
};

describe('editable media gallery', () => {
  beforeEach(() => router.refresh.mockClear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps the live lightbox while the toolbar is off', async () => {
    resetNavigation('/de/edit');
    stubApi();
    renderInEditor(<EditableGallery {...props} />);
    expect(screen.queryByRole('button', { name: 'Bild löschen: foto-1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bild anzeigen: foto-1' }));
    expect(await screen.findByRole('dialog', { name: 'Bildansicht' })).toBeTruthy();
  });

  it('disables the lightbox and deletes an image behind toasts while the toolbar is active', async () => {
    resetNavigation('/de/edit?toolbar=1');
    const api = stubApi();
    const { user } = renderInEditor(<EditableGallery {...props} />);
    await user.click(screen.getByRole('button', { name: 'Bild auswählen: foto-1' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Bild löschen: foto-2' }));
    await waitFor(() => expect(api.posts()).toEqual([{ path: '/media/delete', method: 'POST', body: { mediaId: image(2).id } }]));
    expect(await screen.findByText('Medium gelöscht')).toBeTruthy();
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
  });

  it('on touch, the first tap selects the image and only a tap on delete then deletes', async () => {
    resetNavigation('/de/edit?toolbar=1');
    const api = stubApi({ 'POST /media/delete': { error: 'In Verwendung' } });
    renderInEditor(<EditableGallery {...props} />);
    const remove = screen.getByRole('button', { name: 'Bild löschen: foto-1' });
    fireEvent.pointerDown(remove, { pointerType: 'touch' });
    fireEvent.click(remove);
    expect(api.posts()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Bild auswählen: foto-1' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.pointerDown(remove, { pointerType: 'touch' });
    fireEvent.click(remove);
    await waitFor(() => expect(api.posts()[0]).toMatchObject({ path: '/media/delete', body: { mediaId: image(1).id } }));
    expect(await screen.findByText('Fehler beim Löschen: In Verwendung')).toBeTruthy();
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('selects by tapping the image itself', () => {
    resetNavigation('/de/edit?toolbar=1');
    stubApi();
    renderInEditor(<EditableGallery {...props} />);
    const tile = screen.getByRole('button', { name: 'Bild auswählen: foto-2' });
    fireEvent.pointerDown(tile, { pointerType: 'touch' });
    fireEvent.click(tile);
    expect(tile.getAttribute('aria-pressed')).toBe('true');
    expect(tile.closest('li')?.hasAttribute('data-selected')).toBe(true);
  });

  it('appends an image picked from the library to the images option', async () => {
    resetNavigation('/de/edit?toolbar=1');
    const api = stubApi({ 'GET /media': { data: { items: [image(3)], total: 1, page: 1, pageSize: 40 } } });
    const { user } = renderInEditor(<EditableGallery {...props} />);
    await user.click(screen.getByRole('button', { name: 'Bilder hinzufügen' }));
    await user.click(await screen.findByRole('button', { name: 'Auswählen: foto-3.jpg' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]).toMatchObject({
      path: '/data',
      body: { itemType: 'group', linkId: IDS.group, data: { options: { images: [image(1).id, image(2).id, image(3).id] } } },
    });
  });
});
