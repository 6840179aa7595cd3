// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaInfo, VideoSettings } from '../../shared/content/media';
import { field, makeCtx, makeGroup, makeMedia } from '../_shared/testing';
import { VideoPlayer } from './VideoPlayer';
import { videoWatch } from './video-watch';

const CONFIG = { timeoutMs: 8000, rootMargin: '400px' };
const settings = (overrides: Partial<VideoSettings>): VideoSettings => ({
  source: 'own',
  uploadId: 'up-1',
  videoId: null,
  status: 'ready',
  aspectRatio: '16:9',
  thumbnailUrl: null,
  ...overrides,
});
const own = makeMedia({ id: 'v1', mediaType: 'video', extension: 'webm', mimeType: 'video/webm', video: settings({}) });
const youtube = makeMedia({ id: 'v2', mediaType: 'video', extension: 'youtube', video: settings({ source: 'youtube', videoId: 'dQw4w9WgXcQ' }) });
const win = () => document.defaultView as Window & typeof globalThis;
let controller = new AbortController();

/** The real player markup as the server sends it, on a page; the watcher started over it. */
function page(media: MediaInfo, mode: 'live' | 'edit' = 'live') {
  const group = makeGroup({ type: 'videoPlayer', fields: [field('video', { mediaId: media.id })] });
  document.body.innerHTML = renderToStaticMarkup(<VideoPlayer group={group} ctx={makeCtx({ mode, media: new Map([[media.id, media]]) })} />);
  return document.querySelector('[data-video-player]') as HTMLElement;
}

function probe(outcome: 'answers' | 'fails' | 'hangs') {
  const fetch = vi.fn(() =>
    outcome === 'answers'
      ? Promise.resolve(new Response(null))
      : outcome === 'fails'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : new Promise<Response>(() => {}),
  );
  Object.defineProperty(win(), 'fetch', { value: fetch, configurable: true, writable: true });
  return fetch;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  controller.abort();
  controller = new AbortController();
  vi.useRealTimers();
  Object.defineProperty(win(), 'IntersectionObserver', { value: undefined, configurable: true, writable: true });
});

describe('videoWatch: own videos', () => {
  it('marks a player failed when its video reports an error, ready once its metadata loaded', () => {
    const player = page(own);
    expect(player.dataset.videoState).toBe('idle');
    videoWatch(document, CONFIG, controller.signal);
    expect(player.dataset.videoState).toBe('loading');
    player.querySelector('video')?.dispatchEvent(new Event('error'));
    expect(player.dataset.videoState).toBe('failed');

    const other = page(own);
    videoWatch(document, CONFIG, controller.signal);
    other.querySelector('video')?.dispatchEvent(new Event('loadedmetadata'));
    expect(other.dataset.videoState).toBe('ready');
    other.querySelector('video')?.dispatchEvent(new Event('error'));
    expect(other.dataset.videoState).toBe('ready');
  });

  it('catches a video that failed before the script ran', () => {
    const player = page(own);
    const video = player.querySelector('video') as HTMLVideoElement;
    Object.defineProperty(video, 'error', { value: { code: 4 }, configurable: true });
    videoWatch(document, CONFIG, controller.signal);
    expect(player.dataset.videoState).toBe('failed');
  });

  it('loads a live video only once it nears the viewport; the edit route loads it at once', () => {
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
    class NearObserver {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        report = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(win(), 'IntersectionObserver', { value: NearObserver, configurable: true, writable: true });
    const player = page(own);
    const video = player.querySelector('video') as HTMLVideoElement;
    const load = vi.spyOn(video, 'load').mockImplementation(() => {});
    expect(video.getAttribute('preload')).toBe('none');
    videoWatch(document, CONFIG, controller.signal);
    expect(video.preload).toBe('none');
    expect(load).not.toHaveBeenCalled();
    report([{ isIntersecting: true, target: player }]);
    expect(video.preload).toBe('metadata');
    expect(load).toHaveBeenCalledOnce();

    const edited = page(own, 'edit').querySelector('video') as HTMLVideoElement;
    expect(edited.getAttribute('preload')).toBe('metadata');
  });

  it('watches players the page adds later (the edit route renders sections after the script)', async () => {
    document.body.innerHTML = '';
    videoWatch(document, CONFIG, controller.signal);
    const group = makeGroup({ type: 'videoPlayer', fields: [field('video', { mediaId: own.id })] });
    document.body.innerHTML = renderToStaticMarkup(<VideoPlayer group={group} ctx={makeCtx({ media: new Map([[own.id, own]]) })} />);
    await flush();
    expect(document.querySelector<HTMLElement>('[data-video-player]')?.dataset.videoState).toBe('loading');
  });
});

describe('videoWatch: YouTube embeds', () => {
  it('keeps a reachable embed, fails one whose probe is refused', async () => {
    const fetch = probe('answers');
    const player = page(youtube);
    videoWatch(document, CONFIG, controller.signal);
    await flush();
    expect(fetch).toHaveBeenCalledWith('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', expect.objectContaining({ mode: 'no-cors', credentials: 'omit' }));
    expect(player.dataset.videoState).toBe('ready');

    probe('fails');
    const blocked = page(youtube);
    videoWatch(document, CONFIG, controller.signal);
    await flush();
    expect(blocked.dataset.videoState).toBe('failed');
  });

  it('fails an embed whose probe stays unanswered past the timeout', () => {
    vi.useFakeTimers();
    probe('hangs');
    const player = page(youtube);
    videoWatch(document, CONFIG, controller.signal);
    vi.advanceTimersByTime(CONFIG.timeoutMs - 1);
    expect(player.dataset.videoState).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(player.dataset.videoState).toBe('failed');
  });
});
