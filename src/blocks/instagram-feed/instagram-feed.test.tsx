import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { InstagramPost } from '../../shared/content/feeds';
import type { OptionValue } from '../../shared/content/types';
import { field, makeCtx, makeGroup, single } from '../_shared/testing';
import { InstagramFeed } from './InstagramFeed';

const CAPTIONS = [
  'Frühlingskollektion ist da – leichte Fassungen in frischen Farben.',
  'Sehtest jetzt auch samstags.',
  'Hinter den Kulissen.',
  'Sonnenschutz mit Stil.',
  'Kinderbrillen.',
  'Unser Team.',
];
const image = (n: number) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg"><text>${n}</text></svg>`)}`;
const POSTS: InstagramPost[] = CAPTIONS.map((caption, index) => ({
  id: `demo-post-${index + 1}`,
  mediaType: index === 2 ? 'VIDEO' : 'IMAGE',
  mediaUrl: image(index),
  sizes: { medium: { mediaUrl: image(index), width: 640, height: 640 } },
  prunedCaption: caption,
  permalink: `https://www.instagram.com/p/demo${index + 1}/`,
  timestamp: '2025-03-01T10:00:00Z',
}));

/** The posts arrive as the page loader's data for the section (the definition's `load`). */
function render(options: Record<string, OptionValue> = {}, posts: InstagramPost[] = POSTS, locale: 'de' | 'en' = 'de') {
  const group = makeGroup({ type: 'instagramFeed', options, fields: [field('title', { content: single('Folgen Sie uns') })] });
  return renderToStaticMarkup(InstagramFeed({ group, ctx: makeCtx({ locale, data: { [group.id]: { kind: 'instagram', value: posts } } }) }));
}

describe('InstagramFeed', () => {
  it('renders the loaded posts as a grid of linked images with captions', () => {
    const html = render();
    expect(html).toContain('Folgen Sie uns');
    expect(html.match(/data-post="/g)).toHaveLength(6);
    expect(html).toMatch(/<a href="https:\/\/www.instagram.com\/p\/demo1\/" target="_blank" rel="noopener noreferrer"/);
    // The caption names the link; the image's alt would repeat it.
    expect(html).toMatch(/<img src="data:image\/svg\+xml,[^"]+" alt="" width="640" height="640" loading="lazy"/);
    expect(html).toMatch(/<span class="line-clamp-2[^"]*">Frühlingskollektion ist da/);
    expect(html).toContain('data-video=""');
    expect(html).toContain('grid-cols-2 md:grid-cols-3');
  });

  it('names a post without a caption by its link', () => {
    const html = render({}, [{ ...POSTS[0]!, prunedCaption: '  ' }]);
    expect(html).toMatch(/<a href="[^"]+" target="_blank" rel="noopener noreferrer" aria-label="Instagram-Beitrag"/);
    expect(html).toContain('alt=""');
  });

  it('honours limit and column layout', () => {
    const html = render({ limit: 2, columnLayout: 'four' });
    expect(html.match(/data-post="/g)).toHaveLength(2);
    expect(html).toContain('lg:grid-cols-4');
  });

  it('shows the empty message without posts, also when nothing was loaded', () => {
    expect(renderToStaticMarkup(InstagramFeed({ group: makeGroup({ type: 'instagramFeed' }), ctx: makeCtx() }))).toContain(
      'Keine Instagram-Beiträge verfügbar',
    );
    const html = render({}, []);
    expect(html).toContain('Keine Instagram-Beiträge verfügbar');
    expect(html).not.toContain('data-post="');
    expect(render({}, [], 'en')).toContain('No Instagram posts available');
  });
});
