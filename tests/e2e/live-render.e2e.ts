import { type APIRequestContext, expect, test } from '@playwright/test';

/**
 * The live renderer (src/app/_live-render) renders published pages without Next. Every page of
 * the demo's sitemap must read the same whichever renders it: a request carrying a session cookie
 * is never a cache candidate, so Next renders it as before, and the two documents are compared
 * after what may differ: React's `useId` values (each tree numbers its own; ids and the
 * references to them stay paired within a page), the behaviour script's version (a hash of its
 * source as each bundler compiled it) and Next's empty boundary markers.
 */

const NOT_A_SESSION = { cookie: 'better-auth.session_token=not-a-session' };

function comparable(html: string): string {
  const ids = new Map<string, string>();
  return html
    .replace(/<div hidden=""><!--\$--><!--\/\$--><\/div>/g, '')
    .replace(/<!--\$--><!--\/\$-->/g, '')
    .replace(/site-behaviour\.js\?v=[0-9a-f]+/g, 'site-behaviour.js?v=…')
    .replace(/_R_[0-9a-zA-Z]+_/g, (id) => {
      if (!ids.has(id)) ids.set(id, `id${ids.size}`);
      return ids.get(id) ?? id;
    });
}

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

test('every sitemap page is rendered without Next and reads as Next renders it', async ({ request }) => {
  test.setTimeout(120_000);
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(20);
  const differing: string[] = [];
  for (const path of paths) {
    const live = await request.get(path);
    expect(live.status(), path).toBe(200);
    expect(live.headers()['x-webbox-render'], path).toBe('live');
    const viaNext = await request.get(path, { headers: NOT_A_SESSION });
    expect(viaNext.status(), path).toBe(200);
    expect(viaNext.headers()['x-webbox-render'], path).toBeUndefined();
    if (comparable(await live.text()) !== comparable(await viaNext.text())) differing.push(path);
  }
  expect(differing).toEqual([]);
});

test('a live-rendered page carries its policy, language and caching headers, and HEAD answers like GET', async ({ request }) => {
  const page = await request.get('/de/angebot', { headers: { 'accept-encoding': 'br' } });
  const headers = page.headers();
  expect(headers['x-webbox-render']).toBe('live');
  expect(headers['content-type']).toBe('text/html; charset=utf-8');
  expect(headers['content-language']).toBe('de');
  expect(headers['content-encoding']).toBe('br');
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  const html = await page.text();
  // Its islands hydrate on their own roots: the island runtime, none of Next's scripts.
  expect(html).toMatch(/<script type="module" src="\/_islands\/runtime-[^"]+\.js"><\/script>/);
  expect(html).not.toMatch(/<script[^>]+src="\/_next\//);
  // The style sheet is the one Next's build made for the route.
  expect(html).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css" data-precedence="next"\/>/);
  const head = await request.head('/de/angebot');
  expect(head.status()).toBe(200);
  expect(head.headers()['x-webbox-render']).toBe('live');
});

test('a search is rendered without Next too, with its results, and reads as Next renders it', async ({ request }) => {
  const search = await request.get('/de/search?q=brille');
  expect(search.status()).toBe(200);
  expect(search.headers()['x-webbox-render']).toBe('live');
  expect(search.headers()['x-webbox-cache']).toBeUndefined();
  const html = await search.text();
  expect(html).toContain('Brille');
  const viaNext = await request.get('/de/search?q=brille', { headers: NOT_A_SESSION });
  expect(viaNext.headers()['x-webbox-render']).toBeUndefined();
  expect(comparable(html)).toBe(comparable(await viaNext.text()));
});

test("what needs Next stays with Next: the play page, a form's return, a missing page, an old slug", async ({ request }) => {
  const play = await request.get('/de/spielen');
  expect(play.headers()['x-webbox-render']).toBeUndefined();
  expect(await play.text()).toMatch(/<script[^>]+src="\/_next\//);

  const formReturn = await request.get('/de/kontakt?form=x');
  expect(formReturn.headers()['x-webbox-render']).toBeUndefined();

  const missing = await request.get('/de/gibt-es-nicht');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['x-webbox-render']).toBeUndefined();

  const trailingSlash = await request.get('/de/angebot/', { maxRedirects: 0 });
  expect(trailingSlash.status()).toBe(308);
});
