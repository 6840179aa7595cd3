import { Search, X } from 'lucide-react';
import { searchHref } from './search';

export type SearchTexts = { open: string; close: string; label: string; placeholder: string; submit: string };

type Props = { id: string; locale: string; texts: SearchTexts };

/**
 * The desktop search: the icon button toggles a search bar, a GET form to /{locale}/search.
 * Typing 3 or more characters goes there after a 500 ms pause; Enter at once (site-behaviour.ts).
 * Without JavaScript the button is hidden and the header links to the search page instead.
 */
export function SearchBar({ id, locale, texts }: Props) {
  return (
    <>
      <button
        type="button"
        data-search-toggle=""
        data-open-label={texts.open}
        data-close-label={texts.close}
        aria-expanded="false"
        aria-controls={id}
        aria-label={texts.open}
        className="group/search inline-flex h-11 w-11 items-center justify-center rounded-md"
      >
        <Search aria-hidden="true" className="h-5 w-5 group-aria-expanded/search:hidden" />
        <X aria-hidden="true" className="hidden h-5 w-5 group-aria-expanded/search:block" />
      </button>
      <div id={id} hidden className="absolute inset-x-0 top-full z-20 bg-white text-text shadow-md">
        {/* biome-ignore lint/a11y/useSemanticElements: a search form; <search> is not yet in every browser we serve. */}
        <form role="search" action={searchHref(locale)} method="get" data-search-form="" className="mx-auto flex max-w-6xl items-center gap-3 px-6 py-4">
          <label className="sr-only" htmlFor={`${id}-q`}>
            {texts.label}
          </label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            required
            autoComplete="off"
            data-search-input=""
            placeholder={texts.placeholder}
            className="min-w-0 flex-1 rounded-md border border-black/20 px-3 py-2"
          />
          <button type="submit" className="rounded-md bg-primary px-4 py-2 text-white">
            {texts.submit}
          </button>
        </form>
      </div>
    </>
  );
}
