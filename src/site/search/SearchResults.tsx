import type { SearchResult } from '@/shared/content/search';
import { MAX_QUERY_LENGTH } from '@/shared/content/search';
import type { SearchTexts } from './texts';

type Props = {
  result: SearchResult;
  t: SearchTexts;
  /** The search page's own path; the form submits there (GET, `q`). */
  action: string;
  /** Top padding when the page starts under a fixed (transparent) header. */
  className?: string;
};

/** The one line a screen reader hears when the results change (the live region's text). */
function statusText({ query, hits, correctedQuery, rateLimited, tooShort }: SearchResult, t: SearchTexts): string {
  if (rateLimited) return t.tooManyRequests;
  if (!query) return t.emptyHint;
  if (tooShort) return t.tooShort;
  if (hits.length === 0) return t.noResults(query);
  return correctedQuery ? t.correctedTo(correctedQuery) : t.resultCount(hits.length, query);
}

/**
 * The search page's top: a compact heading, the search form with the query echoed and the ranked
 * results. Snippets arrive as plain segments and render as text and <mark>: content never reaches
 * the page as HTML. Without JavaScript the form is a plain GET; with it, the page's script searches
 * as one types (`data-search-live`, site-behaviour.ts) and swaps in the status line and the list
 * (`data-search-status`, `data-search-hits`) of the same page fetched for the new query.
 */
export function SearchResults({ result, t, action, className = '' }: Props) {
  const { query, hits } = result;
  return (
    <section aria-labelledby="search-heading" className={`mx-auto w-full max-w-3xl px-6 pt-6 pb-12 md:pt-10 ${className}`}>
      {/* h2: the page's one h1 is its first titled section's, or the hidden page name (SitePage). */}
      <h2 id="search-heading" className="font-heading text-2xl font-semibold tracking-tight md:text-3xl">
        {t.heading}
      </h2>
      <search>
        <form method="get" action={action} data-search-form="" data-search-live="" className="mt-4 flex gap-3">
          <label htmlFor="search-query" className="sr-only">
            {t.label}
          </label>
          <input
            id="search-query"
            type="search"
            name="q"
            required
            autoComplete="off"
            data-search-input=""
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
      <p role="status" data-search-status="" className="mt-6 opacity-80">
        {statusText(result, t)}
      </p>
      <div data-search-hits="">
        {!result.rateLimited && hits.length > 0 ? (
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
        ) : null}
      </div>
    </section>
  );
}
