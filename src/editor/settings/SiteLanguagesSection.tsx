'use client';

import { useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { LOCALES, type Locale } from '@/shared/locales';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { useLanguageList, useLanguageNames } from '../languages/language-names';
import { reloadEditor } from '../languages/reload-editor';
import { type SiteLanguages, useSiteLanguages } from '../languages/use-site-languages';
import { ConfirmDialog } from '../toolbar/ConfirmDialog';
import { localeHref } from '../toolbar/locale-href';
import { errorMessage } from '../toolbar/toast-action';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';
import { SelectSetting, SettingsSection } from './controls';

const SAVE = cx(
  'mt-2 inline-flex h-9 items-center rounded-lg bg-neutral-900 px-3.5 text-sm font-semibold text-white hover:bg-neutral-800 disabled:opacity-50',
  FOCUS_RING_LIGHT,
);

const sameLanguages = (a: SiteLanguages, b: SiteLanguages) => a.defaultLocale === b.defaultLocale && a.locales.join() === b.locales.join();

/**
 * The "Sprachen" section (editor-panels §4 "Multilingual sites"): which of the ten languages the
 * site has and its default. Unlike the other settings it is no draft: saving applies at once
 * (new languages stay hidden until a page is translated and published), removing one asks first,
 * and the editor loads anew in the new languages.
 */
export function SiteLanguagesSection() {
  const t = useEditorT('editorLanguages');
  const env = useEditorEnvironment();
  const name = useLanguageNames();
  const list = useLanguageList();
  const { saved, save } = useSiteLanguages();
  const [draft, setDraft] = useState<SiteLanguages | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shown = draft ?? saved;
  const removed = saved.locales.filter((locale) => !shown.locales.includes(locale));
  const changed = !sameLanguages(shown, saved);

  function toggle(locale: Locale, on: boolean) {
    // Always in the ten languages' order, whatever order they were chosen in.
    const locales = LOCALES.filter((each) => (each === locale ? on : shown.locales.includes(each)));
    const defaultLocale = locales.includes(shown.defaultLocale) ? shown.defaultLocale : (locales[0] ?? shown.defaultLocale);
    setDraft({ locales, defaultLocale });
    setError(null);
  }

  async function submit() {
    setConfirming(false);
    setBusy(true);
    setError(null);
    try {
      const stored = await save(shown);
      // The language being edited may be gone: continue in the default one.
      reloadEditor(stored.locales.includes(env.locale) ? undefined : localeHref(env.page, stored.defaultLocale, window.location.search.slice(1)));
    } catch (failure) {
      setBusy(false);
      setError(errorMessage(failure, t('languages.generic')));
    }
  }

  return (
    <SettingsSection title={t('languages.title')}>
      <p className="text-xs text-neutral-500">{t('languages.hint')}</p>
      <fieldset className="mt-2" disabled={busy}>
        <legend className="text-sm font-medium">{t('languages.list')}</legend>
        <ul className="mt-1 grid grid-cols-2 gap-x-3">
          {LOCALES.map((locale) => (
            <li key={locale}>
              <label className="flex items-center gap-2 py-1 text-sm">
                <input
                  type="checkbox"
                  className={cx('size-4 accent-sky-700', FOCUS_RING_LIGHT)}
                  checked={shown.locales.includes(locale)}
                  onChange={(event) => toggle(locale, event.target.checked)}
                />
                {`${name(locale)} (${locale.toUpperCase()})`}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {shown.locales.length > 0 ? (
        <SelectSetting
          label={t('languages.default')}
          value={shown.defaultLocale}
          options={shown.locales.map((locale) => ({ value: locale, label: name(locale) }))}
          onChange={(defaultLocale) => setDraft({ ...shown, defaultLocale })}
        />
      ) : (
        <p className="text-xs font-medium text-rose-700">{t('languages.noneChosen')}</p>
      )}
      {error ? (
        <p role="alert" className="text-xs font-medium text-rose-700">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className={SAVE}
        disabled={!changed || busy || shown.locales.length === 0}
        onClick={() => (removed.length > 0 ? setConfirming(true) : void submit())}
      >
        {busy ? t('languages.saving') : t('languages.save')}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('languages.removeTitle', { count: removed.length })}
        confirmLabel={t('languages.removeConfirm')}
        cancelLabel={t('languages.cancel')}
        onConfirm={() => void submit()}
        tone="danger"
      >
        {t('languages.removeText', { languages: list(removed) })}
      </ConfirmDialog>
    </SettingsSection>
  );
}
