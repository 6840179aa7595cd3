import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { resetFeeds, setFeedProviders } from '../../server/services/feeds';
import { OfflineReviewsProvider } from '../../server/services/feeds/offline';
import type { OptionValue } from '../../shared/content/types';
import { field, makeCtx, makeGroup, single } from '../_shared/testing';
import { InstagramFeed } from './InstagramFeed';

afterEach(() => resetFeeds());

async function render(options: Record<string, OptionValue> = {}, locale: 'de' | 'en' = 'de') {
  const group = makeGroup({ type: 'instagramFeed', options, fields: [field('title', { content: single('Folgen Sie uns') })] });
  return renderToStaticMarkup(await InstagramFeed({ group, ctx: makeCtx({ locale }) }));
}

describe('InstagramFeed', () => {
  it('renders the seeded posts as a grid of linked images with captions', async () => {
    const html = await render();
    expect(html).toContain('Folgen Sie uns');
    expect(html.match(/data-post="/g)).toHaveLength(6);
    expect(html).toMatch(/<a href="https:\/\/www.instagram.com\/p\/demo1\/" target="_blank" rel="noopener noreferrer"/);
    expect(html).toMatch(/<img src="data:image\/svg\+xml,[^"]+" alt="Frühlingskollektion ist da[^"]*" width="640" height="640" loading="lazy"/);
    expect(html).toContain('data-video=""');
    expect(html).toContain('grid-cols-2 md:grid-cols-3');
  });

  it('honours limit and column layout', async () => {
    const html = await render({ limit: 2, columnLayout: 'four' });
    expect(html.match(/data-post="/g)).toHaveLength(2);
    expect(html).toContain('lg:grid-cols-4');
  });

  it('shows the empty message without posts', async () => {
    setFeedProviders({ reviews: new OfflineReviewsProvider(), instagram: { posts: async () => [] } });
    const html = await render();
    expect(html).toContain('Keine Instagram-Beiträge verfügbar');
    expect(html).not.toContain('data-post="');
    expect(await render({}, 'en')).toContain('No Instagram posts available');
  });
});
