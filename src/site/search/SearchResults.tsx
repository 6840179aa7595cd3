import type { SearchResult } from '@/shared/content/search';
import { MAX_QUERY_LENGTH } from '@/shared/content/search';
import type { SearchTexts } from './texts';

type Props = {
  result: SearchResult;
  t: SearchTexts;
  /** The search page's own path; the form submits there (GET, `q`). */
  action: string;
};

/**
 * The search form with the query echoed and the ranked results. Snippets arrive as plain
 * segments and render as text and <mark>: content never reaches the page as HTML.
 */
export function SearchResults({ result, t, action }: Props) {
  const { query, hits, correctedQuery } = result;
  return (
    <section aria-labelledby="search-heading" className="mx-auto w-full max-w-3xl px-6 py-12">
      <h2 id="search-heading" className="font-heading text-3xl font-semibold tracking-tight">
        {t.heading}
      </h2>
      <search>
        <form method="get" action={action} className="mt-6 flex gap-3">
        <label htmlFor="search-query" className="sr-only">
          {t.label}
        </label>
        <input
          id="search-query"
          type="search"
          name="q"
          required
          maxLength={MAX_QUERY_LENGTH}
          defaultValue={query}
          placeholder={t.placeholder}
          className="min-w-0 flex-1 rounded-full border border-current/30 bg-transparent px-5 py-3"
        />
        <button type="submit" className="rounded-full bg-primary px-6 py-3 font-medium text-white hover:opacity-90">
          {t.submit}
        </button>
        </form>
      </search>
      <div aria-live="polite" className="mt-8">
        {result.rateLimited ? (
          <p role="alert">{t.tooManyRequests}</p>
        ) : !query ? (
          <p className="opacity-80">{t.emptyHint}</p>
        ) : hits.length === 0 ? (
          <p className="opacity-80">{t.noResults(query)}</p>
        ) : (
          <>
            <p className="opacity-80">{correctedQuery ? t.correctedTo(correctedQuery) : t.resultCount(hits.length, query)}</p>
            <ol aria-label={t.results} className="mt-6 space-y-6">
              {hits.map((hit) => (
                <li key={hit.pageId} data-search-hit={hit.pageId}>
                  <h3 className="font-heading text-xl font-semibold">
                    {hit.path ? (
                      <a href={hit.path} className="underline-offset-4 hover:underline">
                        {hit.title}
                      </a>
                    ) : (
                      hit.title
                    )}
                  </h3>
                  {hit.snippet.length ? (
                    <p className="mt-1 opacity-80">
                      {hit.snippet.map((segment, index) =>
                        segment.hit ? (
                          // biome-ignore lint/suspicious/noArrayIndexKey: segments are static text in a fixed order
                          <mark key={index}>{segment.text}</mark>
                        ) : (
                          segment.text
                        ),
                      )}
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </section>
  );
}
