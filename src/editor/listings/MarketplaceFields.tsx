'use client';

import { useId } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { LISTING_CATEGORIES, LISTING_DIRECTIONS } from '@/shared/content/listings';
import { useEditorT } from '../i18n/use-editor-t';
import { FIELD_ERROR, INPUT } from '../pages/styles';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';
import type { ListingDraft } from './listing-form';

type Props = {
  draft: ListingDraft;
  onChange: (patch: Partial<ListingDraft>) => void;
  errorOf: (path: string) => string | null;
};

const OPTIONS = ['toBePickedUp', 'subjectToPostage', 'askingPrice'] as const;
const CHOICE = 'flex items-center gap-2 text-sm';
const CONTROL = cx('size-4 rounded-sm accent-emerald-700', FOCUS_RING_LIGHT);
const GROUP = 'flex flex-col gap-1.5';
const LEGEND = 'mb-1 text-sm font-medium';

/** A marketplace item's price (typed as people write it), options, category and kind. */
export function MarketplaceFields({ draft, onChange, errorOf }: Props) {
  const t = useEditorT('editorListings');
  const costId = useId();
  const costHintId = useId();
  const costErrorId = useId();
  const categoryErrorId = useId();
  const name = useId();
  const costError = errorOf('costCents');
  const categoryError = errorOf('category');
  return (
    <div className="flex flex-col gap-4">
      <div>
        <label htmlFor={costId} className="mb-1 block text-sm font-medium">
          {t('form.cost')}
        </label>
        <input
          id={costId}
          className={cx(INPUT, 'max-w-48')}
          inputMode="decimal"
          autoComplete="off"
          value={draft.costText}
          aria-invalid={costError ? true : undefined}
          aria-describedby={cx(costHintId, costError && costErrorId)}
          onChange={(event) => onChange({ costText: event.target.value })}
        />
        <p id={costHintId} className="mt-1 text-xs text-neutral-600">
          {t('form.costHint')}
        </p>
        {costError ? (
          <p id={costErrorId} className={FIELD_ERROR}>
            {costError}
          </p>
        ) : null}
      </div>
      <fieldset className={GROUP}>
        <legend className={LEGEND}>{t('form.options')}</legend>
        {OPTIONS.map((option) => (
          <label key={option} className={CHOICE}>
            <input
              type="checkbox"
              className={CONTROL}
              checked={draft.options[option]}
              onChange={(event) => onChange({ options: { ...draft.options, [option]: event.target.checked } })}
            />
            {t(`form.${option}`)}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset className={GROUP} aria-describedby={categoryError ? categoryErrorId : undefined}>
          <legend className={LEGEND}>{t('form.category')}</legend>
          {LISTING_CATEGORIES.map((category) => (
            <label key={category} className={CHOICE}>
              <input type="radio" className={CONTROL} name={`${name}-category`} checked={draft.category === category} onChange={() => onChange({ category })} />
              {t(`form.categories.${category}`)}
            </label>
          ))}
          {categoryError ? (
            <p id={categoryErrorId} className={FIELD_ERROR}>
              {categoryError}
            </p>
          ) : null}
        </fieldset>
        <fieldset className={GROUP}>
          <legend className={LEGEND}>{t('form.direction')}</legend>
          {LISTING_DIRECTIONS.map((direction) => (
            <label key={direction} className={CHOICE}>
              <input
                type="radio"
                className={CONTROL}
                name={`${name}-direction`}
                checked={draft.direction === direction}
                onChange={() => onChange({ direction })}
              />
              {t(`form.directions.${direction}`)}
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
