import type { ReactNode } from 'react';
import { type Control, Controller, type UseFormRegisterReturn } from 'react-hook-form';
import { CONTACT_THEMES, type ContactFormInput, type ContactFormValues, type ContactTheme } from '../../shared/schemas/forms/contact-form';
import { CHECK_CLASS, CHOICE_CLASS, ChoiceGroup, choiceA11y } from '../_shared/forms/controls';
import { cx } from '../_shared/styles';

type AnswerGroupProps = {
  id: string;
  legend: string;
  error: string | null;
  choices: readonly (readonly [value: string, label: string])[];
  registration: UseFormRegisterReturn;
  /** The value chosen when the form is first rendered (returned by a post without JavaScript). */
  chosen?: string;
  className?: string;
};

/** A required single choice (salutation, existing customer) as a row of radios. */
export function AnswerGroup({ id, legend, error, choices, registration, chosen, className }: AnswerGroupProps): ReactNode {
  return (
    <ChoiceGroup id={id} legend={legend} error={error} required className={className}>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {choices.map(([value, label]) => (
          <label key={value} className={CHOICE_CLASS}>
            <input type="radio" value={value} {...registration} defaultChecked={chosen === value} {...choiceA11y(id, error)} className={CHECK_CLASS} />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </ChoiceGroup>
  );
}

type ThemeGroupProps = {
  id: string;
  legend: string;
  themes: readonly ContactTheme[];
  themeLabel: (theme: ContactTheme) => string;
  error: string | null;
  control: Control<ContactFormInput, unknown, ContactFormValues>;
};

/**
 * The offered themes as checkboxes. A controller keeps the value an array even when a section
 * offers a single theme (plain registered checkboxes would then yield a boolean).
 */
export function ThemeGroup({ id, legend, themes, themeLabel, error, control }: ThemeGroupProps): ReactNode {
  return (
    <Controller
      control={control}
      name="themes"
      render={({ field }) => {
        const chosen = new Set(field.value ?? []);
        const toggle = (theme: ContactTheme, on: boolean) => {
          if (on) chosen.add(theme);
          else chosen.delete(theme);
          field.onChange(CONTACT_THEMES.filter((entry) => chosen.has(entry)));
        };
        return (
          <ChoiceGroup id={id} legend={legend} error={error} required className="sm:col-span-2">
            <div className={cx('grid gap-x-6 gap-y-1', themes.length > 4 && 'sm:grid-cols-2')}>
              {themes.map((theme, index) => (
                <label key={theme} className={CHOICE_CLASS}>
                  <input
                    ref={index === 0 ? field.ref : undefined}
                    type="checkbox"
                    name={field.name}
                    value={theme}
                    checked={chosen.has(theme)}
                    onChange={(event) => toggle(theme, event.target.checked)}
                    onBlur={field.onBlur}
                    {...choiceA11y(id, error)}
                    className={CHECK_CLASS}
                  />
                  <span>{themeLabel(theme)}</span>
                </label>
              ))}
            </div>
          </ChoiceGroup>
        );
      }}
    />
  );
}
