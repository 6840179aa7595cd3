'use client';

import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, searchHref } from './search';

export type SearchTexts = { open: string; close: string; label: string; placeholder: string; submit: string };

type Props = {
  locale: string;
  texts: SearchTexts;
  /** Where navigation goes; tests observe it, pages leave it to the browser. */
  navigate?: (href: string) => void;
};

const goTo = (href: string) => window.location.assign(href);

/**
 * The desktop search: the icon button toggles a search bar, a GET form to /{locale}/search.
 * Typing 3 or more characters goes there after a 500 ms pause; Enter at once (the form's submit).
 */
export function SearchToggle({ locale, texts, navigate = goTo }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  function onInput(value: string) {
    cancel();
    if (value.trim().length < SEARCH_MIN_CHARS) return;
    timer.current = setTimeout(() => navigate(searchHref(locale, value)), SEARCH_DEBOUNCE_MS);
  }

  function close() {
    cancel();
    setOpen(false);
    button.current?.focus();
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? texts.close : texts.open}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md"
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <X aria-hidden="true" className="h-5 w-5" /> : <Search aria-hidden="true" className="h-5 w-5" />}
      </button>
      <div id={id} hidden={!open} className="absolute inset-x-0 top-full z-20 bg-white text-text shadow-md">
        {open ? (
          // biome-ignore lint/a11y/useSemanticElements: a search form; <search> is not yet in every browser we serve.
          <form
            role="search"
            action={searchHref(locale)}
            method="get"
            className="mx-auto flex max-w-6xl items-center gap-3 px-6 py-4"
            onSubmit={(event) => {
              event.preventDefault();
              cancel();
              const value = input.current?.value.trim() ?? '';
              if (value) navigate(searchHref(locale, value));
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
            }}
          >
            <label className="sr-only" htmlFor={`${id}-q`}>
              {texts.label}
            </label>
            <input
              ref={input}
              id={`${id}-q`}
              name="q"
              type="search"
              required
              autoComplete="off"
              placeholder={texts.placeholder}
              className="min-w-0 flex-1 rounded-md border border-black/20 px-3 py-2"
              onChange={(event) => onInput(event.target.value)}
            />
            <button type="submit" className="rounded-md bg-primary px-4 py-2 text-white">
              {texts.submit}
            </button>
          </form>
        ) : null}
      </div>
    </>
  );
}
