'use client';

import { Sparkles } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Suspense, useId } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { isLocale, type Locale } from '@/shared/locales';
import { useEditorT } from '../i18n/use-editor-t';
import { useLanguageNames } from '../languages/language-names';
import { lazyNamed } from '../lib/lazy-panel';
import { FIELD_ERROR, INPUT } from '../pages/styles';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';
import type { ListingDraft } from './listing-form';
import { TranslateButton, type TranslationOffer } from './TranslateButton';
import type { DraftPatch } from './use-listing-form';

// Tiptap loads with the first listing form, not with the edit route's first screen.
const DescriptionEditor = lazyNamed(() => import('./DescriptionEditor'), 'DescriptionEditor');

const TAB = cx(
  'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1 text-sm font-medium text-neutral-600 hover:text-neutral-900 data-[state=active]:bg-white data-[state=active]:text-neutral-900 data-[state=active]:shadow-sm',
  FOCUS_RING_LIGHT,
);

type Props = {
  locales: readonly Locale[];
  active: Locale;
  onActive: (locale: Locale) => void;
  draft: ListingDraft;
  onChange: (patch: DraftPatch, paths: string[]) => void;
  errorOf: (path: string) => string | null;
  /** Languages whose texts are an unreviewed machine translation. */
  machineTranslated: readonly Locale[];
  /** The machine translation into the other languages; absent without a service or a stored listing. */
  translation?: TranslationOffer;
  /** Changes when texts were replaced from outside the inputs: the rich-text editors start afresh. */
  revision: number;
};

/**
 * Title and description per site language behind a language switcher (tabs, default language
 * first); a language without a title is marked, since a published listing needs every one.
 */
export function LanguageFields({ locales, active, onActive, draft, onChange, errorOf, machineTranslated, translation, revision }: Props) {
  const t = useEditorT('editorListings');
  const languageName = useLanguageNames();
  const base = useId();
  const single = locales.length === 1;
  return (
    <Tabs.Root value={active} onValueChange={(value) => isLocale(value) && onActive(value)} className="flex flex-col gap-3">
      <Tabs.List aria-label={t('form.languages')} className={cx('inline-flex w-fit flex-wrap gap-1 rounded-xl bg-neutral-100 p-1', single && 'sr-only')}>
        {locales.map((locale) => {
          const missing = !draft.title[locale]?.trim();
          return (
            <Tabs.Trigger
              key={locale}
              value={locale}
              className={TAB}
              aria-label={missing ? t('form.missing', { language: languageName(locale) }) : languageName(locale)}
            >
              {locale.toUpperCase()}
              {missing ? <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" /> : null}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {locales.map((locale) => {
        const language = languageName(locale);
        const titleId = `${base}-${locale}-title`;
        const titleError = errorOf(`title.${locale}`);
        const descriptionLabel = `${base}-${locale}-description`;
        const machineId = `${base}-${locale}-machine`;
        const machine = machineTranslated.includes(locale);
        const translating = translation?.busy === locale;
        return (
          <Tabs.Content key={locale} value={locale} aria-busy={translating || undefined} className={cx('flex flex-col gap-3 rounded-lg', FOCUS_RING_LIGHT)}>
            {translation && locale !== translation.source ? (
              <TranslateButton offer={translation} locale={locale} hasTitle={Boolean(draft.title[locale]?.trim())} />
            ) : null}
            {machine ? (
              <p
                id={machineId}
                className="flex w-fit items-center gap-1.5 rounded-full bg-violet-50 px-2.5 py-1 text-xs font-medium text-violet-900 ring-1 ring-violet-200"
              >
                <Sparkles aria-hidden="true" className="size-3.5 text-violet-600" />
                {t('form.machine')}
              </p>
            ) : null}
            <div>
              <label htmlFor={titleId} className="mb-1 block text-sm font-medium">
                {t('form.title', { language })}
              </label>
              <input
                id={titleId}
                className={INPUT}
                lang={locale}
                value={draft.title[locale] ?? ''}
                // The translation replaces this text: typing meanwhile would be lost.
                readOnly={translating}
                aria-invalid={titleError ? true : undefined}
                aria-describedby={cx(titleError && `${titleId}-error`, machine && machineId) || undefined}
                onChange={(event) => {
                  const text = event.target.value;
                  onChange((current) => ({ title: { ...current.title, [locale]: text } }), [`title.${locale}`]);
                }}
              />
              {titleError ? (
                <p id={`${titleId}-error`} className={FIELD_ERROR}>
                  {titleError}
                </p>
              ) : null}
            </div>
            <div>
              <span id={descriptionLabel} className="mb-1 block text-sm font-medium">
                {t('form.description', { language })}
              </span>
              <div lang={locale}>
                <Suspense fallback={<div aria-busy="true" className="min-h-28 rounded-lg ring-1 ring-neutral-200" />}>
                  <DescriptionEditor
                    key={revision}
                    value={draft.description[locale] ?? null}
                    labelId={descriptionLabel}
                    describedBy={machine ? machineId : undefined}
                    // Tiptap may keep an older callback: the change is applied to the current draft.
                    onChange={(value) => onChange((current) => ({ description: { ...current.description, [locale]: value } }), [`description.${locale}`])}
                  />
                </Suspense>
              </div>
              {errorOf(`description.${locale}`) ? <p className={FIELD_ERROR}>{errorOf(`description.${locale}`)}</p> : null}
            </div>
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
