import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the health-optics magazine's WordPress REST API, on 127.0.0.1: the two calls
 * the article adapter makes — `GET /wp-json/wp/v2/posts?slug=…` (a list of ids) and
 * `GET /wp-json/wp/v2/posts/{id}?_embed=wp:featuredmedia` (the post with its featured image
 * embedded) — plus `GET /wp-json/wp/v2/media/{id}`, answered as WordPress answers them
 * (`rendered` HTML with entities, 404 `rest_post_invalid_id`). It can also be slow, answer
 * garbage or fail.
 */

export type FakeArticle = { id: number; slug: string; title: string; excerptHtml: string; imageId?: number; embed?: boolean };
export type FakeArticleFeedMode = 'ok' | 'slow' | 'garbage' | 'down';
export type FakeArticleFeed = {
  /** Base URL, e.g. http://127.0.0.1:41234 (the feed's site; permalinks are below it). */
  url: string;
  /** The permalink of an article on the fake site. */
  permalink(slug: string): string;
  /** Paths (with query) of every request, in order. */
  requests: string[];
  behave(mode: FakeArticleFeedMode): void;
  close(): Promise<void>;
};

export const FAKE_ARTICLES: FakeArticle[] = [
  {
    id: 11,
    slug: 'gleitsichtbrillen-richtig-gewoehnen',
    title: 'Gleitsichtbrillen: so gelingt die Gew&ouml;hnung',
    excerptHtml: '<p>Die ersten Tage mit der neuen Gleitsichtbrille sind ungewohnt &#8211; mit diesen Tipps klappt es schneller. [&hellip;]</p>\n',
    imageId: 501,
    embed: true,
  },
  {
    id: 12,
    slug: 'kontaktlinsen-im-sommer',
    title: 'Kontaktlinsen im Sommer',
    excerptHtml: '<p>Sonne, Chlor und Sand: worauf Linsentr&auml;gerinnen und -tr&auml;ger achten sollten.</p>',
    imageId: 502,
    embed: false,
  },
  { id: 13, slug: 'ohne-bild', title: 'Ein Artikel ohne Bild', excerptHtml: '<p>Nur Text.</p>' },
];

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

export async function startFakeArticleFeed(options: { port?: number; slowMs?: number; articles?: FakeArticle[] } = {}): Promise<FakeArticleFeed> {
  const articles = options.articles ?? FAKE_ARTICLES;
  const requests: string[] = [];
  let mode: FakeArticleFeedMode = 'ok';
  let url = '';

  const media = (id: number) => ({
    id,
    source_url: `${url}/wp-content/uploads/${id}.jpg`,
    alt_text: `Bild ${id}`,
    media_details: { sizes: { medium_large: { source_url: `${url}/wp-content/uploads/${id}-768x432.jpg` } } },
  });
  const post = (article: FakeArticle) => ({
    id: article.id,
    link: `${url}/2025/03/${article.slug}/`,
    title: { rendered: article.title },
    excerpt: { rendered: article.excerptHtml, protected: false },
    featured_media: article.imageId ?? 0,
    ...(article.embed && article.imageId ? { _embedded: { 'wp:featuredmedia': [media(article.imageId)] } } : {}),
  });

  function answer(req: IncomingMessage, res: ServerResponse) {
    const target = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${target.pathname}${target.search}`);
    if (mode === 'down') return json(res, 500, { code: 'internal_server_error', message: 'down' });
    if (mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('<html>not json');
    }
    const route = /^\/wp-json\/wp\/v2\/(posts|media)(?:\/(\d+))?$/.exec(target.pathname);
    if (!route) return json(res, 404, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.' });
    const [, kind, id] = route;
    if (kind === 'media') {
      const known = articles.some((article) => article.imageId === Number(id));
      return known ? json(res, 200, media(Number(id))) : json(res, 404, { code: 'rest_post_invalid_id' });
    }
    if (id === undefined) {
      const slug = target.searchParams.get('slug');
      return json(
        res,
        200,
        articles.filter((article) => article.slug === slug).map((article) => ({ id: article.id })),
      );
    }
    const found = articles.find((article) => article.id === Number(id));
    return found ? json(res, 200, post(found)) : json(res, 404, { code: 'rest_post_invalid_id', message: 'Invalid post ID.' });
  }

  const server = createServer((req, res) => {
    if (mode === 'slow') setTimeout(() => answer(req, res), options.slowMs ?? 2000).unref();
    else answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    permalink: (slug) => `${url}/2025/03/${slug}/`,
    requests,
    behave(next) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
