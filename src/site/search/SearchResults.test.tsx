import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchResults } from './SearchResults';
import { searchTexts } from './texts';

const render = (result: Parameters<typeof SearchResults>[0]['result'], locale: 'de' | 'fr' | 'it' | 'es' = 'de') =>
  renderToStaticMarkup(<SearchResults result={result} t={searchTexts(locale)} action="/de/search" />);

describe('SearchResults', () => {
  it('shows a labelled, required GET form echoing the query', () => {
    const html = render({ query: 'Brille', hits: [], correctedQuery: null });
    const form = html.match(/<form[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/de/search"');
    expect(html).toMatch(/<label for="search-query"[^>]*>Suchbegriff<\/label>/);
    const input = html.match(/<input[^>]*>/)?.[0] ?? '';
    for (const attribute of ['id="search-query"', 'name="q"', 'required=""', 'maxLength="200"', 'value="Brille"']) expect(input).toContain(attribute);
    expect(html).toContain('Keine Treffer für «Brille».');
    // The page script searches as one types in this form and swaps the status (a live region) and the list.
    expect(form).toContain('data-search-live=""');
    expect(html).toMatch(/<p role="status" data-search-status=""[^>]*>Keine Treffer für «Brille».<\/p>/);
    expect(html).toContain('<div data-search-hits="">');
  });

  it('hints when nothing was searched, in the locale', () => {
    expect(render({ query: '', hits: [], correctedQuery: null }, 'fr')).toContain('Saisissez un terme');
    expect(render({ query: 'x', hits: [], correctedQuery: null }, 'fr')).toContain('Aucun résultat');
  });

  it('lists hits with links and marks, escaping content', () => {
    const html = render({
      query: 'Brille',
      correctedQuery: null,
      hits: [
        {
          pageId: 'p1',
          title: 'Brillen <script>',
          path: '/de/brillen',
          snippet: [
            { text: 'Die ', hit: false },
            { text: 'Brille', hit: true },
            { text: ' <img src=x>', hit: false },
          ],
        },
        { pageId: 'p2', title: 'Ohne Pfad', path: null, snippet: [] },
      ],
    });
    expect(html).toContain('<a href="/de/brillen"');
    expect(html).toContain('Brillen &lt;script&gt;');
    expect(html).toContain('Die <mark>Brille</mark> &lt;img src=x&gt;');
    expect(html).toContain('2 Treffer für «Brille»');
    expect(html).not.toContain('<script>');
  });

  it('counts hits with the plural forms of the page language', () => {
    const hit = (n: number) => ({ pageId: `p${n}`, title: `Seite ${n}`, path: null, snippet: [] });
    expect(render({ query: 'occhiali', correctedQuery: null, hits: [hit(1)] }, 'it')).toContain('1 risultato per «occhiali»');
    expect(render({ query: 'occhiali', correctedQuery: null, hits: [hit(1), hit(2)] }, 'it')).toContain('2 risultati per «occhiali»');
    expect(render({ query: 'gafas', correctedQuery: null, hits: [hit(1)] }, 'es')).toContain('1 resultado para «gafas»');
    expect(render({ query: 'gafas', correctedQuery: null, hits: [] }, 'es')).toContain('No hay resultados para «gafas».');
  });

  it('says when the hits are for a corrected query', () => {
    const html = render({ query: 'Brile', correctedQuery: 'brille', hits: [{ pageId: 'p', title: 'Brillen', path: '/de/brillen', snippet: [] }] });
    expect(html).toContain('Ergebnisse für «brille»');
  });
});
