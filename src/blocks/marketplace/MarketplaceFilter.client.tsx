'use client';

import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import type blocksSource from '../../shared/i18n/messages/de/blocks.json';
import { LISTING_CATEGORIES, LISTING_DIRECTIONS, type ListingCategory, type ListingDirection } from '../../shared/content/listings';
import { createT } from '../../shared/i18n/translator';
import type { Locale } from '../../shared/locales';
import { filterMarketplace } from '../../shared/listings/format';

/** The filter's messages of one language (`blocks.marketplace.filter`), as the server resolved them. */
export type MarketplaceFilterMessages = (typeof blocksSource)['marketplace']['filter'];

export type MarketplaceEntry = { id: string; category: ListingCategory; direction: ListingDirection; node: ReactNode };

type Choice<T extends string> = T | 'all';

function choiceOf<T extends string>(value: string | undefined, values: readonly T[]): Choice<T> | undefined {
  return value === 'all' || values.includes(value as T) ? (value as Choice<T>) : undefined;
}

function Segments<T extends string>(props: {
  legend: string;
  name: string;
  values: readonly T[];
  labels: Record<T | 'all', string>;
  value: Choice<T>;
  onChange: (value: Choice<T>) => void;
}): ReactNode {
  const { legend, name, values, labels, value, onChange } = props;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {(['all', ...values] as Choice<T>[]).map((option) => (
          <label
            key={option}
            className="cursor-pointer rounded-full border border-current/25 px-3.5 py-1.5 text-sm has-checked:border-current has-checked:bg-current/10 has-checked:font-semibold has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-current"
          >
            <input type="radio" className="sr-only" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The marketplace list with its category and kind filters. The items are rendered on the server
 * (`node`); without JavaScript every item shows and no filter is offered. Filtered-out items stay
 * in the page (`hidden`), so an open one keeps its state; the count is announced politely.
 */
export function MarketplaceFilter({
  entries,
  locale,
  messages,
}: {
  entries: MarketplaceEntry[];
  locale: Locale;
  messages: MarketplaceFilterMessages;
}): ReactNode {
  const t = useMemo(() => createT({ locale, namespace: 'filter', messages: { filter: messages } }), [locale, messages]);
  const [ready, setReady] = useState(false);
  const [category, setCategory] = useState<Choice<ListingCategory>>('all');
  const [direction, setDirection] = useState<Choice<ListingDirection>>('all');
  const name = useId();
  const filters = useRef<HTMLElement>(null);
  useEffect(() => {
    // A choice made before the island hydrated is in the page, not yet in the state: take it over.
    const chosen = (group: string) => filters.current?.querySelector<HTMLInputElement>(`input[name="${CSS.escape(group)}"]:checked`)?.value;
    setCategory((current) => choiceOf(chosen(`${name}-category`), LISTING_CATEGORIES) ?? current);
    setDirection((current) => choiceOf(chosen(`${name}-direction`), LISTING_DIRECTIONS) ?? current);
    setReady(true);
  }, [name]);

  const visible = new Set(filterMarketplace(entries, { category, direction }).map((entry) => entry.id));
  const categoryLabels = { all: t('all'), frame: t('categories.frame'), object: t('categories.object'), job: t('categories.job') };
  const directionLabels = { all: t('all'), offering: t('directions.offering'), searching: t('directions.searching') };
  return (
    <div className="flex flex-col gap-6">
      {/* Rendered by the server too, so hydration moves nothing (layout shift); hidden without JavaScript. */}
      <search ref={filters} aria-label={t('label')} data-marketplace-filter="" className="flex flex-wrap gap-x-10 gap-y-4 noscript:hidden">
        <Segments
          legend={t('category')}
          name={`${name}-category`}
          values={LISTING_CATEGORIES}
          labels={categoryLabels}
          value={category}
          onChange={setCategory}
        />
        <Segments
          legend={t('direction')}
          name={`${name}-direction`}
          values={LISTING_DIRECTIONS}
          labels={directionLabels}
          value={direction}
          onChange={setDirection}
        />
      </search>
      <p role="status" className="sr-only">
        {ready ? t('count', { count: visible.size }) : ''}
      </p>
      <ul data-marketplace="" className="flex flex-col gap-3">
        {entries.map((entry) => (
          <li key={entry.id} hidden={!visible.has(entry.id)} data-category={entry.category} data-direction={entry.direction}>
            {entry.node}
          </li>
        ))}
      </ul>
      {visible.size === 0 ? (
        <p data-marketplace-no-matches="" className="rounded-2xl border border-dashed border-current/25 p-6 text-center opacity-80">
          {t('noMatches')}
        </p>
      ) : null}
    </div>
  );
}
