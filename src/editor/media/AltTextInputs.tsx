'use client';

import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { ALT_TEXT_MAX_LENGTH } from '@/shared/content/media-alt';
import type { Locale, Localized } from '@/shared/locales';
import { useLanguageNames } from '../languages/language-names';
import { INPUT, LABEL } from './ui';
import { useMediaTexts } from './use-media-texts';

type Props = {
  /** The site's languages, the default first. */
  locales: readonly Locale[];
  values: Localized<string>;
  onChange: (locale: Locale, value: string) => void;
  /** Shown in an empty field: what applies when it stays empty (the library's text in a slot). */
  placeholders?: Localized<string>;
  /** Languages whose text is an unreviewed machine translation. */
  machineTranslated?: readonly Locale[];
  /** Empty fields are marked as missing (the library's own texts: nothing else stands in). */
  markMissing?: boolean;
  disabled?: boolean;
};

/** One alternative-text field per site language, each labelled with the language's name. */
export function AltTextInputs({ locales, values, onChange, placeholders = {}, machineTranslated = [], markMissing = false, disabled = false }: Props) {
  const t = useMediaTexts();
  const name = useLanguageNames();
  const base = useId();
  return (
    <div className="space-y-3">
      {locales.map((locale) => {
        const id = `${base}-${locale}`;
        const value = values[locale] ?? '';
        const missing = markMissing && !disabled && value.trim() === '';
        const machine = machineTranslated.includes(locale) && value.trim() !== '';
        return (
          <div key={locale}>
            <label htmlFor={id} className={`${LABEL} flex items-center gap-2`}>
              {name(locale)}
              {missing ? <span className="rounded-full bg-amber-100 px-1.5 text-[11px] font-semibold text-amber-900">{t('altDialog.missing')}</span> : null}
              {machine ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-violet-50 px-1.5 text-[11px] font-semibold text-violet-900 ring-1 ring-violet-200">
                  <Sparkles aria-hidden="true" className="size-3 text-violet-600" />
                  {t('altDialog.machine')}
                </span>
              ) : null}
            </label>
            <input
              id={id}
              type="text"
              lang={locale}
              value={value}
              maxLength={ALT_TEXT_MAX_LENGTH}
              disabled={disabled}
              placeholder={placeholders[locale]}
              onChange={(event) => onChange(locale, event.target.value)}
              className={`${INPUT} disabled:bg-neutral-50 disabled:text-neutral-400`}
            />
          </div>
        );
      })}
    </div>
  );
}

/** The site's languages with the default one first. */
export function defaultFirst(locales: readonly Locale[], defaultLocale: Locale): Locale[] {
  return [...locales].sort((a, b) => Number(b === defaultLocale) - Number(a === defaultLocale));
}
