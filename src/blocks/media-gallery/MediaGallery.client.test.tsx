// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../shared/i18n/catalogues';
import { makeMedia } from '../_shared/testing';
import { GALLERY_BATCH, type GalleryItem, galleryItems, LOAD_MORE_DELAY_MS } from './gallery-items';
import { GalleryTextsProvider } from './GalleryTexts.client';
import { MediaGalleryClient } from './MediaGallery.client';

const media = new Map(Array.from({ length: 50 }, (_, i) => makeMedia({ id: `img-${i + 1}`, originalFilename: `foto-${i + 1}.jpg` })).map((m) => [m.id, m]));
const items: GalleryItem[] = galleryItems([...media.keys()], media, 'de');
const tiles = () => screen.getAllByRole('button', { name: /^Bild anzeigen: / });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('MediaGalleryClient', () => {
  it('reveals the next batch 500 ms after "Mehr anzeigen", with a spinner meanwhile', () => {
    vi.useFakeTimers();
    render(<MediaGalleryClient items={items} layout="grid" gap={16} locale="de" />);
    expect(tiles()).toHaveLength(GALLERY_BATCH);
    fireEvent.click(screen.getByRole('button', { name: /Mehr anzeigen/ }));
    expect(screen.getByRole('status').textContent).toBe('Wird geladen …');
    act(() => vi.advanceTimersByTime(LOAD_MORE_DELAY_MS - 1));
    expect(tiles()).toHaveLength(GALLERY_BATCH);
    act(() => vi.advanceTimersByTime(1));
    expect(tiles()).toHaveLength(48);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    act(() => vi.advanceTimersByTime(LOAD_MORE_DELAY_MS));
    expect(tiles()).toHaveLength(50);
    expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).toBeNull();
  });

  it('opens the lightbox on the clicked image and closes it again', async () => {
    render(<MediaGalleryClient items={items.slice(0, 3)} layout="masonry" gap={8} locale="de" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bild anzeigen: foto-2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bildansicht' });
    expect(dialog.querySelector('img[src="/media/img-2/w1920.webp"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Schliessen' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks the language of the messages the server provides, lightbox included', async () => {
    render(
      <GalleryTextsProvider locale="it" messages={messagesFor('it', 'blocks').gallery}>
        <MediaGalleryClient items={items} layout="grid" gap={16} locale="it" />
      </GalleryTextsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Mostra altro' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mostra immagine: foto-3' }));
    expect(await screen.findByRole('dialog', { name: 'Visualizzatore immagini' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Chiudi' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Bild|Mehr/ })).toBeNull();
  });

  it('sends clicks to onTileClick instead of a lightbox when it is disabled', () => {
    const onTileClick = vi.fn();
    render(
      <MediaGalleryClient
        items={items.slice(0, 2)}
        layout="grid"
        gap={0}
        locale="fr"
        lightbox={false}
        onTileClick={onTileClick}
        tileLabel={(item) => `Wählen: ${item.label}`}
        selectedId="img-1"
      />,
    );
    expect(screen.getByRole('button', { name: 'Wählen: foto-1' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Wählen: foto-2' }), { pointerType: 'touch' });
    fireEvent.click(screen.getByRole('button', { name: 'Wählen: foto-2' }));
    expect(onTileClick).toHaveBeenCalledWith(items[1], 'touch');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
