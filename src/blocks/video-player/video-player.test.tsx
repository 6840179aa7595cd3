import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MediaInfo, VideoSettings } from '../../shared/content/media';
import type { OptionValue } from '../../shared/content/types';
import { field, makeCtx, makeGroup, makeMedia } from '../_shared/testing';
import type { RenderContext } from '../types';
import { cssAspectRatio, videoSource } from './video-source';
import { VideoPlayer } from './VideoPlayer';

const settings = (overrides: Partial<VideoSettings>): VideoSettings => ({
  source: 'own',
  uploadId: 'up-1',
  videoId: null,
  status: 'ready',
  aspectRatio: '16:9',
  thumbnailUrl: null,
  ...overrides,
});
const own = makeMedia({ id: 'v1', mediaType: 'video', extension: 'mp4', mimeType: 'video/mp4', video: settings({ thumbnailUrl: '/media/v1/poster.jpg' }) });
const youtube = makeMedia({
  id: 'v2',
  mediaType: 'video',
  extension: 'youtube',
  originalFilename: 'Unser Laden',
  video: settings({ source: 'youtube', videoId: 'dQw4w9WgXcQ' }),
});

const germanCaptions = makeMedia({ id: 'c-de', mediaType: 'document', extension: 'vtt', mimeType: 'text/vtt', width: null, height: null });
const frenchCaptions = makeMedia({ id: 'c-fr', mediaType: 'document', extension: 'vtt', mimeType: 'text/vtt', width: null, height: null });

function render(media: MediaInfo | null, ctx: Partial<RenderContext> = {}, options: Record<string, OptionValue> = {}, extra: MediaInfo[] = []) {
  const group = makeGroup({ type: 'videoPlayer', options, fields: [field('video', { mediaId: media?.id ?? null })] });
  const map = new Map([...(media ? [media] : []), ...extra].map((item) => [item.id, item]));
  return renderToStaticMarkup(<VideoPlayer group={group} ctx={makeCtx({ media: map, ...ctx })} />);
}

describe('VideoPlayer', () => {
  it('plays an own video from its original, inline, with its poster, fetching nothing before it nears the viewport', () => {
    const html = render(own);
    expect(html).toMatch(/<video controls="" preload="none" playsInline="" src="\/media\/v1\/original.mp4" poster="\/media\/v1\/poster.jpg"/);
    expect(html).toContain('aspect-ratio:16 / 9');
    expect(html).not.toContain('pointer-events-none');
  });

  it('embeds YouTube from the no-cookie domain, lazily, with a title and fullscreen', () => {
    const html = render(youtube);
    expect(html).toMatch(/<iframe src="https:\/\/www.youtube-nocookie.com\/embed\/dQw4w9WgXcQ" title="Unser Laden"[^>]*allowFullScreen="" loading="lazy"/);
  });

  it('honours the aspect ratio option and falls back to 16:9', () => {
    expect(render(own, {}, { aspectRatio: '4:3' })).toContain('aspect-ratio:4 / 3');
    expect(cssAspectRatio('nonsense')).toBe('16 / 9');
    expect(cssAspectRatio('9/16')).toBe('9 / 16');
    expect(cssAspectRatio('0:1')).toBe('16 / 9');
  });

  it('renders nothing live when the video is missing or not playable', () => {
    expect(render(null)).toBe('');
    expect(render(makeMedia({ id: 'v3', mediaType: 'video', video: settings({ status: 'upload' }) }))).toBe('');
    expect(render(makeMedia({ id: 'v4', mediaType: 'video', video: settings({ source: 'youtube', videoId: 'bad' }) }))).toBe('');
  });

  it('shows editors the unavailable box, naming YouTube when it is a YouTube video', () => {
    expect(render(null, { mode: 'edit' })).toContain('>Video nicht verfügbar<');
    const broken = makeMedia({ id: 'v4', mediaType: 'video', video: settings({ source: 'youtube', videoId: null, uploadId: null }) });
    expect(render(broken, { mode: 'edit' })).toContain('>YouTube-Video nicht verfügbar<');
  });

  it('lets the behaviour script mark a player that fails: live the section hides, editors get the unavailable box', () => {
    const live = render(own);
    expect(live).toMatch(/<div data-video-block="" class="[^"]*has-\[\[data-video-state=failed\]\]:hidden"/);
    expect(live).toMatch(/<div data-video-player="" data-video-state="idle"[^>]*class="group\/video /);
    expect(live).not.toContain('data-video-fallback');
    const edit = render(own, { mode: 'edit' });
    expect(edit).not.toContain('has-[[data-video-state=failed]]:hidden');
    expect(edit).toMatch(/<div data-video-fallback="" class="[^"]*hidden group-data-\[video-state=failed\]\/video:flex"[^>]*>Video nicht verfügbar</);
    expect(render(youtube, { mode: 'edit' })).toMatch(
      /data-video-fallback="" class="[^"]*hidden group-data-\[video-state=failed\]\/video:flex"[^>]*>YouTube-Video nicht verfügbar</,
    );
    // A video known to be unavailable needs no watching.
    expect(render(null, { mode: 'edit' })).not.toContain('data-video-state');
  });

  it('lets clicks through to the block in edit mode', () => {
    expect(render(own, { mode: 'edit' })).toMatch(/<video[^>]*class="[^"]*pointer-events-none/);
    expect(render(youtube, { mode: 'edit' })).toMatch(/<iframe[^>]*class="[^"]*pointer-events-none/);
  });

  it("adds the page language's captions file as the default track of an own video", () => {
    const captions = { captions: { de: 'c-de', fr: 'c-fr' } };
    const german = render(own, {}, captions, [germanCaptions, frenchCaptions]);
    expect(german).toMatch(
      /<video [^>]*src="\/media\/v1\/original.mp4"[^>]*><track kind="captions" srcLang="de" label="Deutsch" src="\/media\/c-de\/original.vtt" default=""\/><\/video>/,
    );
    const french = render(own, { locale: 'fr' }, captions, [germanCaptions, frenchCaptions]);
    expect(french).toContain('<track kind="captions" srcLang="fr" label="Français" src="/media/c-fr/original.vtt" default=""/>');
    expect(french).not.toContain('c-de');
  });

  it('adds no track without a captions file in the language, for a file that is no WebVTT, or for YouTube', () => {
    expect(render(own, { locale: 'it' }, { captions: { de: 'c-de' } }, [germanCaptions])).not.toContain('<track');
    const image = makeMedia({ id: 'img' });
    expect(render(own, {}, { captions: { de: 'img' } }, [image])).not.toContain('<track');
    expect(render(own, {}, { captions: 'c-de' }, [germanCaptions])).not.toContain('<track');
    expect(render(youtube, {}, { captions: { de: 'c-de' } }, [germanCaptions])).not.toContain('<track');
  });

  it('treats images as no video', () => {
    expect(videoSource(makeMedia()).kind).toBe('unavailable');
  });
});
