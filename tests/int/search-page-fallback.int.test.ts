import { describe, expect, it, vi } from 'vitest';
import { createLiveRenderer } from '../../src/app/_live-render/render-live-page';
import { getDb } from '../../src/server/db/client';
import type { LiveRender } from '../../src/server/runtime/live-renderer';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { createTestPage, createTestSite, textField } from './support/fixtures';

// `server-only` throws outside React's server condition; the renderer's bundle empties it the same way (scripts/build-server.mjs).
vi.mock('server-only', () => ({}));

const render = createLiveRenderer({ stylesheets: ['/public.css'] });

async function get(host: string, path: string, query: string | null = null): Promise<Extract<LiveRender, { kind: 'page' }>> {
  const search = new URLSearchParams(query ? { q: query } : {});
  const rendered = await render({ headers: new Headers({ host }), path, query, form: null, search, clientAddress: null, ownIslands: true });
  if (rendered?.kind !== 'page') throw new Error(`expected a page, got ${JSON.stringify(rendered)}`);
  return rendered;
}

/** A site made without a search page (like the demo's directory businesses), with one published page. */
async function siteWithoutSearchPage() {
  const site = await createTestSite({ locales: ['de', 'fr'] });
  const created = await createTestPage(site.id, {
    slug: { de: 'brillen', fr: 'lunettes' },
    name: { de: 'Brillen', fr: 'Lunettes' },
    groups: [{ type: 'hero', fields: { title: textField({ de: 'Gleitsichtbrillen vom Fach', fr: 'Verres progressifs' }) } }],
  });
  await publishPage(getDb(), { siteId: site.id, pageId: created.pageId, userId: null });
  return site;
}

describe('the search page of a site that has none', () => {
  it('answers /{locale}/search with the search form and results, in every site language, not indexed but followed', async () => {
    const site = await siteWithoutSearchPage();
    const empty = await get(site.host, '/de/search');
    expect(empty.report.status ?? 200).toBe(200);
    expect(empty.html).toMatch(/<form data-search-form="" data-search-live=""[^>]*action="\/de\/search" method="get"/);
    expect(empty.html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(empty.html).toContain('<title>Suche – Test Optik</title>');

    const found = await get(site.host, '/de/search', 'Gleitsicht');
    expect(found.report.status ?? 200).toBe(200);
    expect(found.html).toContain('href="/de/brillen"');
    expect(found.html).toContain('<mark>Gleitsichtbrillen</mark> vom Fach');

    const french = await get(site.host, '/fr/search');
    expect(french.report.status ?? 200).toBe(200);
    expect(french.html).toMatch(/<form data-search-form=""[^>]*action="\/fr\/search" method="get"/);
  });

  it('is the site’s own search page when it has one, also under another slug', async () => {
    const site = await createTestSite({ locales: ['de'] });
    const own = await createTestPage(site.id, {
      slug: { de: 'suche' },
      name: { de: 'Durchsuchen' },
      specialKey: 'search',
      role: 'search',
      groups: [],
    });
    await publishPage(getDb(), { siteId: site.id, pageId: own.pageId, userId: null });
    const shown = await get(site.host, '/de/search');
    expect(shown.html).toContain('<title>Durchsuchen – Test Optik</title>');
    expect(shown.html).toContain(`data-page-id="${own.pageId}"`);
  });

  it('leaves every other missing path a 404', async () => {
    const site = await siteWithoutSearchPage();
    expect((await get(site.host, '/de/suche')).report.status).toBe(404);
    expect((await get(site.host, '/de/produkte/search')).report.status).toBe(404);
  });
});

describe('a search shorter than three characters', () => {
  it('searches nothing and asks for three characters, in the page’s language', async () => {
    const site = await siteWithoutSearchPage();
    const short = await get(site.host, '/de/search', 'Gl');
    expect(short.html).toContain('Bitte geben Sie mindestens 3 Zeichen ein.');
    expect(short.html).not.toContain('Keine Treffer');
    expect(short.html).not.toContain('data-search-hit=');
    // The field keeps what was typed, so three characters are one more key away.
    expect(short.html).toContain('value="Gl"');
    expect((await get(site.host, '/fr/search', ' Ve ')).html).toContain('Veuillez saisir au moins 3 caractères.');
    // Three characters search.
    expect((await get(site.host, '/de/search', 'Gle')).html).toContain('data-search-hit=');
  });
});
