'use client';

import { type CSSProperties, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { NamespaceMessages } from '../../shared/i18n/catalogues';
import { createT } from '../../shared/i18n/translator';
import type { Locale } from '../../shared/locales';
import { cx } from '../_shared/styles';
import type { DirectoryEntry } from './directory-entries';
import { DIRECTORY_LETTERS, type DirectoryLetter, filterBusinesses, groupByLetter, OTHER_LETTER } from './directory-filter';
import { DirectoryEntryView } from './DirectoryEntryView';
import { DIRECTORY_JUMP_GAP_PX, useDirectoryScroll } from './use-directory-scroll';

export type DirectoryMessages = NamespaceMessages<'blocks'>['directory'];

type Props = {
  entries: DirectoryEntry[];
  locale: Locale;
  messages: DirectoryMessages;
  /** Unique per section: anchors (`{anchor}-A`) and the accordion's shared name. */
  anchor: string;
  /** The section's surface, so the sticky bar hides what scrolls beneath it. */
  barClass: string;
  /** The letters' heading level: `h2` when the directory's section owns the page's `h1` (subheadingTag). */
  letterHeading: 'h2' | 'h3';
};

const anchorOf = (anchor: string, letter: DirectoryLetter) => `${anchor}-${letter === OTHER_LETTER ? 'other' : letter}`;
/** Without JavaScript the header's height is unknown: a generous guess keeps jumps clear of it. */
const groupStyle: CSSProperties = { scrollMarginTop: `calc(var(--directory-offset, 10rem) + ${DIRECTORY_JUMP_GAP_PX}px)` };
const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current';

/**
 * The directory (spec §2.3): a sticky bar with the search field and the letter index, then the
 * businesses grouped by letter. Server-rendered complete (letters are plain anchors, the accordion
 * is native); the island adds the search, the active letter and the measured jump offset.
 */
export function DirectoryClient({ entries, locale, messages, anchor, barClass, letterHeading: LetterHeading }: Props): ReactNode {
  const t = useMemo(() => createT({ locale, namespace: 'directory', messages: { directory: messages } }), [locale, messages]);
  const [query, setQuery] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const searchId = useId();
  // The search field works only with JavaScript (hidden without it). It is in the server's HTML so
  // hydration moves nothing; what was typed before the island ran is taken over.
  useEffect(() => {
    if (field.current?.value) setQuery(field.current.value);
  }, []);

  const groups = useMemo(() => groupByLetter(filterBusinesses(entries, query)), [entries, query]);
  const count = groups.reduce((sum, group) => sum + group.businesses.length, 0);
  const present = new Set(groups.map((group) => group.letter));
  const active = useDirectoryScroll(root, bar, groups.map((group) => group.letter).join(''));
  const letters: DirectoryLetter[] = present.has(OTHER_LETTER) ? [...DIRECTORY_LETTERS, OTHER_LETTER] : [...DIRECTORY_LETTERS];

  return (
    <div ref={root} data-directory="" className="relative">
      <div
        ref={bar}
        data-directory-bar=""
        style={{ top: 'var(--directory-top, 0px)' }}
        className={cx('sticky z-30 -mx-2 mb-6 flex flex-col gap-3 px-2 py-3 transition-[top] duration-300 motion-reduce:transition-none', barClass)}
      >
        <search data-directory-search-box="" className="flex flex-col gap-1 noscript:hidden">
          <label htmlFor={searchId} className="text-sm font-semibold">
            {t('search')}
          </label>
          <input
            ref={field}
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            data-directory-search=""
            className={`w-full max-w-md rounded-lg border border-current/30 bg-white px-3 py-2 text-neutral-900 placeholder:text-neutral-500 ${FOCUS}`}
          />
        </search>
        <nav aria-label={t('letters')}>
          <ul className="flex flex-wrap gap-1">
            {letters.map((letter) =>
              present.has(letter) ? (
                <li key={letter}>
                  <a
                    href={`#${anchorOf(anchor, letter)}`}
                    aria-current={active === letter ? 'true' : undefined}
                    data-letter={letter}
                    className={`grid size-8 place-items-center rounded-md text-sm font-semibold hover:bg-current/10 aria-[current=true]:bg-primary aria-[current=true]:text-white ${FOCUS}`}
                  >
                    {letter}
                  </a>
                </li>
              ) : (
                // A letter without businesses: shown for orientation, skipped by screen readers.
                <li key={letter} aria-hidden="true" data-letter-disabled={letter} className="grid size-8 place-items-center text-sm opacity-40">
                  {letter}
                </li>
              ),
            )}
          </ul>
        </nav>
      </div>
      {/* A live region (output is role="status"): the result count is announced as the visitor types. */}
      <output className="sr-only" data-directory-count="">
        {query.trim() ? t('results', { count }) : ''}
      </output>
      {groups.length === 0 ? (
        <p data-directory-empty="" className="text-lg opacity-80">
          {t('noResults')}
        </p>
      ) : (
        <div className="flex flex-col gap-10">
          {groups.map((group) => (
            <section
              key={group.letter}
              id={anchorOf(anchor, group.letter)}
              data-letter-group={group.letter}
              aria-labelledby={`${anchorOf(anchor, group.letter)}-heading`}
              style={groupStyle}
            >
              <LetterHeading id={`${anchorOf(anchor, group.letter)}-heading`} className="mb-4 font-heading text-2xl font-bold">
                {group.letter}
              </LetterHeading>
              <ul className="flex flex-col gap-3">
                {group.businesses.map((entry) => (
                  <li key={entry.id}>
                    <DirectoryEntryView
                      entry={entry}
                      accordion={`${anchor}-entries`}
                      texts={{
                        website: t('website'),
                        phone: t('phone'),
                        hours: t('hours'),
                        programs: t('programs'),
                        healthOptics: t('healthOptics'),
                        frequentlens: t('frequentlens'),
                      }}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
