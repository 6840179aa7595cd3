// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInEditor, resetNavigation, stubApi } from '../toolbar/testing';
import { envelope, stubXhr } from './fake-xhr';
import { ownVideo, uuid } from './fixtures';
import { MediaLibrary } from './MediaLibrary';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

const EMPTY = { data: { items: [], total: 0, page: 1, pageSize: 20 } };
const youtube = {
  ...ownVideo(7),
  originalFilename: 'Laden-Tour',
  video: { source: 'youtube' as const, uploadId: null, videoId: 'dQw4w9WgXcQ', status: 'ready' as const, aspectRatio: '16:9', thumbnailUrl: null },
};

function renderVideos(onPick = vi.fn()) {
  return { ...renderInEditor(<MediaLibrary open onOpenChange={vi.fn()} accept="video" onPick={onPick} />), onPick };
}

describe('media library videos', () => {
  beforeEach(() => resetNavigation('/de/edit?toolbar=1'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens on the videos tab and lists own and YouTube videos 20 at a time', async () => {
    const api = stubApi({ 'GET /media': { data: { items: [youtube], total: 1, page: 1, pageSize: 20 } } });
    const { user, onPick } = renderVideos();
    await user.click(await screen.findByRole('button', { name: 'Auswählen: Laden-Tour' }));
    expect(onPick).toHaveBeenCalledWith(youtube);
    expect(api.calls.find((call) => call.path.startsWith('/media'))?.path).toBe('/media?page=1&pageSize=20&mediaType=video&source=all');
    expect(screen.getByRole('tab', { name: 'Videos', selected: true })).toBeTruthy();
  });

  it("shows the site's storage use against its quota", async () => {
    stubApi({ 'GET /media': { data: { items: [], total: 0, page: 1, pageSize: 20, usage: { usedBytes: 1.5 * 1024 ** 3, quotaBytes: 5 * 1024 ** 3 } } } });
    renderVideos();
    expect((await screen.findByTestId('storage-usage')).textContent?.replace(/\s/g, ' ')).toBe('Speicherplatz: 1.5 GB von 5 GB belegt');
  });

  it('uploads an own video with progress, then polls until it is ready', async () => {
    const entry = ownVideo(5, 'upload');
    const api = stubApi({
      'GET /media': EMPTY,
      'POST /media/directUpload': { data: { url: '/api/v1/media/directUpload/target', id: uuid(905) } },
      'POST /media/createEntry': { data: entry },
      [`GET /media/${entry.id}`]: { data: ownVideo(5, 'ready') },
    });
    const xhrs = stubXhr();
    renderVideos();
    await screen.findByText('Noch keine Medien');
    const file = new File(['v'], 'film.mp4', { type: 'video/mp4' });
    fireEvent.change(screen.getByTestId('video-file-input'), { target: { files: [file] } });

    await waitFor(() => expect(xhrs).toHaveLength(1));
    expect(api.posts()[0]?.body).toEqual({ fileName: 'film.mp4', fileSize: 1, mimeType: 'video/mp4' });
    expect(xhrs[0]).toMatchObject({ method: 'PUT', url: '/api/v1/media/directUpload/target' });
    act(() => xhrs[0]?.progress(40));
    expect(screen.getByRole('progressbar', { name: 'Video hochladen' }).getAttribute('aria-valuenow')).toBe('40');
    act(() => xhrs[0]?.respond(200, {}));

    expect(await screen.findByText('Video wird verarbeitet …', { selector: '[role=status]' })).toBeTruthy();
    expect(api.posts()[1]).toMatchObject({ path: '/media/createEntry', body: { uploadId: uuid(905) } });
    // One poll, 3 s later.
    expect(await screen.findByText('Video ist bereit', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Auswählen: film-5.mp4' })).toBeTruthy();
  }, 10_000);

  it('gives the upload slot back when the person cancels mid-upload', async () => {
    const api = stubApi({
      'GET /media': EMPTY,
      'POST /media/directUpload': { data: { url: '/api/v1/media/upload/target', id: uuid(906) } },
      'POST /media/cancelUpload': { data: { cancelled: true } },
    });
    const xhrs = stubXhr();
    renderVideos();
    await screen.findByText('Noch keine Medien');
    fireEvent.change(screen.getByTestId('video-file-input'), { target: { files: [new File(['v'], 'film.mp4', { type: 'video/mp4' })] } });
    await waitFor(() => expect(xhrs).toHaveLength(1));
    act(() => xhrs[0]?.progress(30));
    fireEvent.click(screen.getByTestId('video-upload-cancel'));
    expect(xhrs[0]?.aborted).toBe(true);
    await waitFor(() => expect(api.posts().map((post) => post.path)).toEqual(['/media/directUpload', '/media/cancelUpload']));
    expect(api.posts()[1]?.body).toEqual({ uploadId: uuid(906) });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives the upload slot back when the upload fails, and says why', async () => {
    const api = stubApi({
      'GET /media': EMPTY,
      'POST /media/directUpload': { data: { url: '/api/v1/media/upload/target', id: uuid(907) } },
      'POST /media/cancelUpload': { data: { cancelled: true } },
    });
    const xhrs = stubXhr();
    renderVideos();
    await screen.findByText('Noch keine Medien');
    fireEvent.change(screen.getByTestId('video-file-input'), { target: { files: [new File(['v'], 'film.mp4', { type: 'video/mp4' })] } });
    await waitFor(() => expect(xhrs).toHaveLength(1));
    act(() => xhrs[0]?.respond(400, envelope(null, 'Dateityp nicht erlaubt')));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Fehler beim Hochladen des Videos: Dateityp nicht erlaubt');
    await waitFor(() => expect(api.posts().at(-1)).toMatchObject({ path: '/media/cancelUpload', body: { uploadId: uuid(907) } }));
  });

  it('reports a failed upload URL', async () => {
    stubApi({ 'GET /media': EMPTY, 'POST /media/directUpload': { error: 'Failed to fetch the upload URL' } });
    stubXhr();
    renderVideos();
    await screen.findByText('Noch keine Medien');
    fireEvent.change(screen.getByTestId('video-file-input'), { target: { files: [new File(['v'], 'film.mp4', { type: 'video/mp4' })] } });
    expect(await screen.findByText('Fehler beim Vorbereiten des Videos: Failed to fetch the upload URL')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Fehler beim Hochladen des Videos: Failed to fetch the upload URL');
  });

  it('adds a YouTube video by URL after validating it', async () => {
    const api = stubApi({ 'GET /media': EMPTY, 'POST /media/youtube': { data: youtube } });
    const { user } = renderVideos();
    const input = await screen.findByLabelText('YouTube-URL');
    await user.type(input, 'https://example.com/watch?v=dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige YouTube-URL ein')).toBeTruthy();
    expect(api.posts()).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(await screen.findByText('YouTube-Video erfolgreich hinzugefügt')).toBeTruthy();
    expect(api.posts()[0]).toMatchObject({
      path: '/media/youtube',
      body: {
        videoId: 'dQw4w9WgXcQ',
        youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
        thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
        aspectRatio: '16:9',
      },
    });
    expect(screen.getByRole('button', { name: 'Auswählen: Laden-Tour' })).toBeTruthy();
  });

  it('says when the YouTube video could not be saved', async () => {
    stubApi({ 'GET /media': EMPTY, 'POST /media/youtube': { error: 'boom' } });
    const { user } = renderVideos();
    await user.type(await screen.findByLabelText('YouTube-URL'), 'https://www.youtube.com/shorts/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(await screen.findByText('Fehler beim Speichern des YouTube-Videos')).toBeTruthy();
  });
});
