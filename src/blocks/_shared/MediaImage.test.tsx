import { encode } from 'blurhash';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MediaInfo } from '../../shared/content/media';
import { blurPlaceholder, imageWidths, MediaImage } from './MediaImage';
import { makeMedia } from './testing';

const html = (media: MediaInfo, props: Partial<Parameters<typeof MediaImage>[0]> = {}) =>
  renderToStaticMarkup(<MediaImage media={media} alt="Laden" {...props} />);

describe('MediaImage', () => {
  it('offers avif and webp sources and a jpeg fallback over the widths up to the original', () => {
    const out = html(makeMedia());
    expect(out).toContain(
      '<picture><source type="image/avif" srcSet="/media/m1/w320.avif 320w, /media/m1/w640.avif 640w, /media/m1/w960.avif 960w, /media/m1/w1280.avif 1280w" sizes="100vw"/>',
    );
    expect(out).toContain('<source type="image/webp" srcSet="/media/m1/w320.webp 320w');
    expect(out).toContain('src="/media/m1/w1280.jpeg"');
    expect(out).toContain('srcSet="/media/m1/w320.jpeg 320w, /media/m1/w640.jpeg 640w, /media/m1/w960.jpeg 960w, /media/m1/w1280.jpeg 1280w"');
    expect(out).not.toContain('w1920');
  });

  it('sets size attributes, loading, priority, sizes and the focal point', () => {
    const out = html(makeMedia(), { sizes: '50vw', loading: 'eager', fetchPriority: 'high', className: 'size-full object-cover' });
    expect(out).toMatch(/<img alt="Laden" class="size-full object-cover" loading="eager" fetchPriority="high" decoding="async" width="1500" height="1000"/);
    expect(out).toContain('sizes="50vw"');
    expect(out).toContain('object-position:25% 75%');
    expect(html(makeMedia(), { focalPoint: { x: 0.5, y: 0.1 } })).toContain('object-position:50% 10%');
  });

  it('lazy-loads by default', () => {
    expect(html(makeMedia())).toContain('loading="lazy"');
  });

  it('serves SVG and GIF as the original only', () => {
    const out = html(makeMedia({ extension: 'svg', mimeType: 'image/svg+xml', width: null, height: null }));
    expect(out).not.toContain('<picture');
    expect(out).not.toContain('srcSet');
    expect(out).toContain('src="/media/m1/original.svg"');
    expect(html(makeMedia({ extension: 'gif' }))).toContain('src="/media/m1/original.gif"');
  });

  it('falls back to png for images that may be transparent, without a placeholder', () => {
    const hash = encode(new Uint8ClampedArray(4 * 4 * 4).fill(200), 4, 4, 3, 3);
    const out = html(makeMedia({ extension: 'png', blurHash: hash }));
    expect(out).toContain('src="/media/m1/w1280.png"');
    expect(out).not.toContain('linear-gradient');
  });

  it('paints the blur hash as gradients behind a jpeg', () => {
    const hash = encode(new Uint8ClampedArray(4 * 4 * 4).fill(128), 4, 4, 3, 3);
    expect(html(makeMedia({ blurHash: hash }))).toMatch(/background-image:linear-gradient\(90deg,rgb\(\d+,\d+,\d+\)/);
    expect(blurPlaceholder('not a hash')).toBeNull();
    expect(blurPlaceholder(null)).toBeNull();
  });

  it('offers the smallest width for tiny images and all widths when the size is unknown', () => {
    expect(imageWidths(100)).toEqual([320]);
    expect(imageWidths(null)).toEqual([320, 640, 960, 1280, 1920, 2560]);
    expect(imageWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
  });
});
