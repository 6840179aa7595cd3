import type { ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { SPONSOR_OPTION_PRICES, SPONSOR_OPTIONS, type SponsorFormInput, type SponsorOption } from '../../shared/schemas/forms/sponsor-form';
import { Field, INPUT_CLASS } from '../_shared/forms/controls';
import type { FormsT } from '../_shared/forms/forms-text';

type OptionsProps = {
  id: (name: string) => string;
  t: FormsT;
  booked: ReadonlySet<SponsorOption>;
  register: UseFormRegister<SponsorFormInput>;
  /** The first render's values (also in the server's markup, for a page without JavaScript). */
  chosen: SponsorFormInput;
};

/**
 * The bookable options with their prices. A fully booked option stays listed (so sponsors see
 * what exists) but is disabled, with the fully-booked label as part of its accessible name.
 */
export function SponsorOptions({ id, t, booked, register, chosen }: OptionsProps): ReactNode {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-3 font-heading text-xl font-bold">{t('sponsor.optionsLegend')}</legend>
      {SPONSOR_OPTIONS.map((option) => {
        const isBooked = booked.has(option);
        return (
          <label
            key={option}
            htmlFor={id(option)}
            data-option={option}
            className="flex items-center gap-3 rounded-xl border border-text/15 bg-white/60 px-4 py-3 has-[:checked]:border-primary has-[:disabled]:opacity-60"
          >
            <input
              id={id(option)}
              type="checkbox"
              {...register(option)}
              defaultChecked={!isBooked && chosen[option] === true}
              disabled={isBooked}
              className="size-4 shrink-0 accent-primary"
            />
            <span className="flex-1 font-medium">
              {t(`sponsor.optionLabels.${option}`)}
              {isBooked ? ' ' : null}
              {isBooked ? (
                <span className="ml-2 rounded-full bg-text/10 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide">{t('sponsor.fullyBooked')}</span>
              ) : null}
            </span>
            <span className="tabular-nums whitespace-nowrap">{t('sponsor.price', { amount: SPONSOR_OPTION_PRICES[option] })}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

type PersonsProps = {
  id: (name: string) => string;
  countName: 'numberOfPersons' | 'aspectNumberOfPersons';
  namesName: 'personsNames' | 'aspectPersonsNames';
  count: number;
  price: number;
  t: FormsT;
  /** The first render's values (also in the server's markup, for a page without JavaScript). */
  initial: SponsorFormInput;
  countError: string | null;
  namesError: string | null;
  register: UseFormRegister<SponsorFormInput>;
};

/** A persons count (≥ 0, priced per person) and, once it is above 0, the required names. */
export function PersonsField({ id, countName, namesName, count, price, t, initial, countError, namesError, register }: PersonsProps): ReactNode {
  return (
    <div className="flex flex-col gap-4">
      <Field id={id(countName)} label={t(`sponsor.${countName}`)} error={countError} hint={t('sponsor.perPerson', { price })}>
        {(a11y) => (
          <input
            {...a11y}
            {...register(countName, { valueAsNumber: true })}
            defaultValue={initial[countName]}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            className={`${INPUT_CLASS} max-w-40`}
          />
        )}
      </Field>
      {count > 0 ? (
        <Field id={id(namesName)} label={t(`sponsor.${namesName}`)} error={namesError} required hint={t('sponsor.namesHint')}>
          {(a11y) => (
            <textarea {...a11y} {...register(namesName)} defaultValue={initial[namesName]} rows={Math.min(Math.max(count, 2), 8)} className={INPUT_CLASS} />
          )}
        </Field>
      ) : null}
    </div>
  );
}
