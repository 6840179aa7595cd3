// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetTranslationProvider } from '../languages/use-translation-provider';
import { renderInEditor, resetNavigation, stubApi } from '../toolbar/testing';
import { envelope, stubXhr } from './fake-xhr';
import { image } from './fixtures';
import { MediaLibrary } from './MediaLibrary';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

const pageOf = (path: string) => Number(new URLSearchParams(path.split('?')[1]).get('page'));
const mediaCalls = (api: ReturnType<typeof stubApi>) => api.calls.filter((call) => call.path.startsWith('/media'));

function stubLibrary(total = 45) {
  const api = stubApi({
    'GET /media': () => {
      const page = pageOf(api.calls.at(-1)?.path ?? '');
      const first = (page - 1) * 40;
      const items = Array.from({ length: Math.max(0, Math.min(40, total - first)) }, (_, i) => image(first + i + 1));
      return { data: { items, total, page, pageSize: 40 } };
    },
  });
  return api;
}

function renderLibrary(onPick = vi.fn()) {
  return { ...renderInEditor(<MediaLibrary open onOpenChange={vi.fn()} accept="image" onPick={onPick} />), onPick };
}

const tiles = () => screen.getAllByRole('button', { name: /^Auswählen: / });

describe('media library', () => {
  beforeEach(() => resetNavigation('/de/edit?toolbar=1'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists images 40 at a time, newest first, and loads more on request', async () => {
    const api = stubLibrary();
    const { user } = renderLibrary();
    await waitFor(() => expect(tiles()).toHaveLength(40));
    expect(mediaCalls(api)[0]?.path).toBe('/media?page=1&pageSize=40&mediaType=image');
    expect(screen.getByText('1.5 KB')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    await waitFor(() => expect(tiles()).toHaveLength(45));
    expect(pageOf(mediaCalls(api).at(-1)?.path ?? '')).toBe(2);
    expect(screen.queryByRole('button', { name: 'Mehr laden' })).toBeNull();
  });

  it('filters by folder and tags', async () => {
    const api = stubLibrary(3);
    const { user } = renderLibrary();
    await waitFor(() => expect(tiles()).toHaveLength(3));
    await user.type(screen.getByLabelText('Ordner'), 'team');
    await user.type(screen.getByLabelText('Tags'), 'laden, aussen');
    await user.click(screen.getByRole('button', { name: 'Filtern' }));
    await waitFor(() => expect(mediaCalls(api).at(-1)?.path).toBe('/media?page=1&pageSize=40&mediaType=image&folder=team&tags=laden%2Caussen'));
  });

  it('hands the picked media to the caller', async () => {
    stubLibrary(2);
    const { user, onPick } = renderLibrary();
    await user.click(await screen.findByRole('button', { name: 'Auswählen: foto-2.jpg' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ originalFilename: 'foto-2.jpg' }));
  });

  it('uploads files one by one with progress; a failing file gets a toast and the rest go on', async () => {
    stubLibrary(0);
    const xhrs = stubXhr();
    renderLibrary();
    await screen.findByText('Noch keine Medien');
    const files = ['a.jpg', 'kaputt.jpg', 'c.jpg'].map((name) => new File(['x'], name, { type: 'image/jpeg' }));
    fireEvent.change(screen.getByTestId('image-file-input'), { target: { files } });

    await waitFor(() => expect(xhrs).toHaveLength(1));
    expect(xhrs[0]?.method).toBe('POST');
    expect(xhrs[0]?.url).toBe('/api/v1/media/upload');
    act(() => xhrs[0]?.progress(50));
    expect(screen.getByRole('progressbar', { name: 'Fortschritt a.jpg' }).getAttribute('aria-valuenow')).toBe('50');
    act(() => xhrs[0]?.respond(200, envelope(image(101, { originalFilename: 'a.jpg' }))));

    await waitFor(() => expect(xhrs).toHaveLength(2));
    expect(xhrs[1]?.fileName).toBe('kaputt.jpg');
    act(() => xhrs[1]?.respond(400, envelope(null, 'Dieser Dateityp ist nicht erlaubt.')));
    expect(await screen.findByText('Fehler beim Hochladen von kaputt.jpg: Dieser Dateityp ist nicht erlaubt.')).toBeTruthy();

    await waitFor(() => expect(xhrs).toHaveLength(3));
    act(() => xhrs[2]?.respond(200, envelope(image(103, { originalFilename: 'c.jpg' }))));
    // A refused file: not "all uploaded", but how many made it.
    expect(await screen.findByText('2 von 3 Dateien hochgeladen')).toBeTruthy();
    expect(screen.queryByText('Alle Dateien sind hochgeladen')).toBeNull();
    expect(tiles().map((tile) => tile.getAttribute('aria-label'))).toEqual(['Auswählen: c.jpg', 'Auswählen: a.jpg']);
    expect(screen.getByRole('progressbar', { name: 'Fortschritt kaputt.jpg' }).getAttribute('aria-valuenow')).toBe('0');
  });

  it('says all files are uploaded only when every one was', async () => {
    stubLibrary(0);
    const xhrs = stubXhr();
    renderLibrary();
    await screen.findByText('Noch keine Medien');
    fireEvent.change(screen.getByTestId('image-file-input'), { target: { files: [new File(['x'], 'gut.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => expect(xhrs).toHaveLength(1));
    act(() => xhrs[0]?.respond(200, envelope(image(104, { originalFilename: 'gut.jpg' }))));
    expect(await screen.findByText('Alle Dateien sind hochgeladen')).toBeTruthy();
  });

  it('deletes a media after confirmation', async () => {
    const api = stubLibrary(2);
    const { user } = renderLibrary();
    await user.click(await screen.findByRole('button', { name: 'Löschen: foto-1.jpg' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('«foto-1.jpg» wird endgültig gelöscht');
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(tiles()).toHaveLength(1));
    expect(api.posts().at(-1)).toMatchObject({ path: '/media/delete', body: { mediaId: image(1).id } });
  });

  it('crops with typed values and picks the cropped child', async () => {
    const child = image(200, { parentId: image(1).id, originalFilename: 'foto-1-crop.jpg' });
    stubLibrary(1);
    const crops = stubApiCrop(child);
    const { user, onPick } = renderLibrary();
    await user.click(await screen.findByRole('button', { name: 'Zuschneiden: foto-1.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bild zuschneiden' });
    // The area stays inside the image: at full width it cannot move right yet.
    fireEvent.change(within(dialog).getByLabelText('Links'), { target: { value: '10' } });
    expect((within(dialog).getByLabelText('Links') as HTMLInputElement).value).toBe('0');
    fireEvent.change(within(dialog).getByLabelText('Breite'), { target: { value: '50' } });
    fireEvent.change(within(dialog).getByLabelText('Links'), { target: { value: '10' } });
    await user.click(within(dialog).getByRole('button', { name: 'Zuschneiden' }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(child));
    // The focal point (0.25, 0.75 of the original) already lies inside the crop.
    expect(crops).toEqual([{ media: { id: image(1).id, cropArea: { x: 10, y: 0, width: 50, height: 100 }, focalPoint: { x: 0.25, y: 0.75 } } }]);
  });
});

describe('focal point without crop', () => {
  beforeEach(() => resetNavigation('/de/edit?toolbar=1'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('updates the media instead of cropping when only the focal point moved', async () => {
    const api = stubLibrary(1);
    const { user, onPick } = renderLibrary();
    await user.click(await screen.findByRole('button', { name: 'Zuschneiden: foto-1.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bild zuschneiden' });
    fireEvent.change(within(dialog).getAllByLabelText('X')[0] as HTMLElement, { target: { value: '60' } });
    await user.click(within(dialog).getByRole('button', { name: 'Zuschneiden' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]).toMatchObject({ path: '/media/update', body: { media: { id: image(1).id, focalPoint: { x: 0.6, y: 0.75 } } } });
    expect(onPick).toHaveBeenCalled();
  });
});

describe('describing an image', () => {
  beforeEach(() => {
    resetNavigation('/de/edit?toolbar=1');
    forgetTranslationProvider();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const libraryWith = (media: ReturnType<typeof image>, answers: Parameters<typeof stubApi>[0] = {}) =>
    stubApi({
      'GET /media': { data: { items: [media], total: 1, page: 1, pageSize: 40 } },
      'GET /translation/provider': { data: { provider: null } },
      ...answers,
    });

  it('keeps a text per site language and sends only the languages typed, with the decorative switch', async () => {
    const stored = image(1, { alt: { fr: 'Boutique' }, altMachineTranslated: ['fr'] });
    const api = libraryWith(stored, { 'POST /media/update': { data: { ...stored, alt: { de: 'Laden', fr: 'Boutique' } } } });
    const { user } = renderLibrary();
    expect(await screen.findByText('Alternativtext fehlt')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Beschreiben: foto-1.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bild beschreiben' });
    const french = within(dialog).getByLabelText(/^Französisch/) as HTMLInputElement;
    expect(french.value).toBe('Boutique');
    expect(within(dialog).getByText('KI-übersetzt – bitte prüfen')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^Deutsch/)
        .getAttribute('maxlength'),
    ).toBe('300');
    await user.type(within(dialog).getByLabelText(/^Deutsch/), 'Laden');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bild beschreiben' })).toBeNull());
    // French was not touched: its text and its "machine translated" mark stay as they are.
    expect(api.posts()).toEqual([{ path: '/media/update', method: 'POST', body: { media: { id: stored.id, alt: { de: 'Laden' }, decorative: false } } }]);
    await waitFor(() => expect(screen.queryByText('Alternativtext fehlt')).toBeNull());
  });

  it('marks an image decorative: no text needed, none asked for', async () => {
    const stored = image(1);
    const api = libraryWith(stored, { 'POST /media/update': { data: { ...stored, decorative: true } } });
    const { user } = renderLibrary();
    await user.click(await screen.findByRole('button', { name: 'Beschreiben: foto-1.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bild beschreiben' });
    await user.click(within(dialog).getByRole('switch', { name: 'Rein dekorativ' }));
    expect((within(dialog).getByLabelText(/^Deutsch/) as HTMLInputElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.posts()[0]?.body).toEqual({ media: { id: stored.id, alt: {}, decorative: true } }));
    await waitFor(() => expect(screen.queryByText('Alternativtext fehlt')).toBeNull());
  });

  it('saves what was typed, then has the missing languages translated by AI', async () => {
    const stored = image(1);
    const translated = { ...stored, alt: { de: 'Laden', fr: '[fr]Laden' }, altMachineTranslated: ['fr'] };
    const api = libraryWith(stored, {
      'GET /translation/provider': { data: { provider: 'libretranslate' } },
      'POST /media/update': { data: { ...stored, alt: { de: 'Laden' } } },
      'POST /media/translateAlt': { data: translated },
    });
    const { user } = renderLibrary();
    await user.click(await screen.findByRole('button', { name: 'Beschreiben: foto-1.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bild beschreiben' });
    const translate = await within(dialog).findByRole('button', { name: 'Fehlende Sprachen übersetzen (KI)' });
    expect((translate as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByLabelText(/^Deutsch/), 'Laden');
    await user.click(translate);
    await waitFor(() => expect((within(dialog).getByLabelText(/^Französisch/) as HTMLInputElement).value).toBe('[fr]Laden'));
    expect(within(dialog).getByText('KI-übersetzt – bitte prüfen')).toBeTruthy();
    expect(api.posts().map((call) => [call.path, call.body])).toEqual([
      ['/media/update', { media: { id: stored.id, alt: { de: 'Laden' }, decorative: false } }],
      ['/media/translateAlt', { id: stored.id }],
    ]);
  });
});

/** Adds the crop answer to the fetch stub in place (the library's list answers stay). */
function stubApiCrop(child: ReturnType<typeof image>) {
  const previous = globalThis.fetch;
  const requests: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/media/cropImage')) {
      requests.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify(envelope({ status: 200, croppedMedia: child })), { status: 200 });
    }
    return previous(input, init);
  });
  return requests;
}
