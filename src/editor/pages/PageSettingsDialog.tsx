'use client';

import { useEffect, useId, useState } from 'react';
import { toast } from '../toolbar/toast';
import { PAGE_ROLES } from '@/shared/content/types';
import type { Locale } from '@/shared/locales';
import { ZUpdatePageInfoRequest } from '@/shared/schemas/site-structure';
import { ApiError, apiPost } from '../api-client';
import { useEditorT } from '../i18n/use-editor-t';
import { errorMessage } from '../toolbar/toast-action';
import { Spinner } from '../toolbar/ui';
import { PagesDialog } from './PagesDialog';
import { PasswordSetting } from './PasswordSetting';
import { FIELD_ERROR, INPUT, LABEL } from './styles';
import { draftOf, emptySlugs, type PageInfoDraft, updateRequest, usePageInfo } from './use-page-info';

type Props = {
  page: { id: string; name: string } | null;
  locales: readonly Locale[];
  defaultLocale: Locale;
  locale: Locale;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * Page settings (page info): name, slug and description per language, role, password, whether
 * site search lists the page and the languages the page is hidden in. A draft change, published with the page; the save carries the
 * version it was loaded at, and a 409 reloads what someone else saved.
 */
export function PageSettingsDialog({ page, locales, defaultLocale, locale, onClose, onSaved }: Props) {
  const t = useEditorT('editorPages');
  const ids = useId();
  const { info, error: loadError, reload } = usePageInfo(page?.id ?? null, t('panel.generic'));
  const [draft, setDraft] = useState<PageInfoDraft | null>(null);
  const [language, setLanguage] = useState<Locale>(locale);
  const [errors, setErrors] = useState<{ slug?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setDraft(info ? draftOf(info) : null);
  }, [info]);
  useEffect(() => setLanguage(locale), [locale]);

  const patch = (change: Partial<PageInfoDraft>) => setDraft((current) => (current ? { ...current, ...change } : current));
  const setText = (key: 'name' | 'slug' | 'description', value: string) => draft && patch({ [key]: { ...draft[key], [language]: value } });

  const save = async () => {
    if (!info || !draft) return;
    const empty = emptySlugs(info, draft, locales);
    const shortPassword = draft.password.action === 'set' && draft.password.value.length < 4;
    setErrors({
      slug: empty.length ? `${t('create.slugEmpty')} (${empty.map((code) => code.toUpperCase()).join(', ')})` : undefined,
      password: shortPassword ? t('settings.passwordTooShort') : undefined,
    });
    if (empty.length || shortPassword) return;
    setBusy(true);
    try {
      await apiPost('/page/info', ZUpdatePageInfoRequest, updateRequest(info, draft, locales));
      toast.success(t('settings.saved'));
      onSaved();
      onClose();
    } catch (failure) {
      const message = errorMessage(failure, t('panel.generic'));
      toast.error(t('settings.error', { message }));
      if (failure instanceof ApiError && failure.status === 409) {
        // Someone saved in between: show theirs (the message says so) and let the user redo the change.
        setErrors({ form: `${message} ${t('settings.reloaded')}` });
        await reload();
      } else {
        setErrors({ form: message });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <PagesDialog
      open={page !== null}
      onOpenChange={(open) => {
        if (!open) {
          setErrors({});
          onClose();
        }
      }}
      title={page ? t('settings.titleOf', { name: page.name }) : t('settings.title')}
      description={t('settings.draftNote')}
      submitLabel={t('settings.save')}
      cancelLabel={t('settings.cancel')}
      busy={busy || !draft}
      onSubmit={() => void save()}
    >
      {loadError ? (
        <p role="alert" className="text-sm text-rose-700">
          {t('settings.loadError', { message: loadError })}
        </p>
      ) : null}
      {!draft && !loadError ? <Spinner label={t('settings.loading')} /> : null}
      {draft ? (
        <>
          {errors.form ? (
            <p role="alert" className="text-sm text-rose-700">
              {errors.form}
            </p>
          ) : null}
          {locales.length > 1 ? (
            <div>
              <label htmlFor={`${ids}-lang`} className={LABEL}>
                {t('settings.language')}
              </label>
              <select id={`${ids}-lang`} className={`${INPUT} mt-1`} value={language} onChange={(event) => setLanguage(event.target.value as Locale)}>
                {locales.map((code) => (
                  <option key={code} value={code}>
                    {code.toUpperCase()}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {(['name', 'slug', 'description'] as const).map((key) => (
            <div key={key}>
              <label htmlFor={`${ids}-${key}`} className={LABEL}>{`${t(`settings.${key}`)} (${language.toUpperCase()})`}</label>
              {key === 'description' ? (
                <textarea
                  id={`${ids}-${key}`}
                  rows={3}
                  className={`${INPUT} mt-1 h-auto py-2`}
                  value={draft.description[language] ?? ''}
                  onChange={(event) => setText(key, event.target.value)}
                />
              ) : (
                <input
                  id={`${ids}-${key}`}
                  className={`${INPUT} mt-1 ${key === 'slug' ? 'font-mono' : ''}`}
                  value={draft[key][language] ?? ''}
                  aria-invalid={key === 'slug' && errors.slug ? true : undefined}
                  aria-describedby={key === 'slug' && errors.slug ? `${ids}-slug-error` : undefined}
                  onChange={(event) => setText(key, event.target.value)}
                />
              )}
              {key === 'slug' && errors.slug ? (
                <p id={`${ids}-slug-error`} className={FIELD_ERROR}>
                  {errors.slug}
                </p>
              ) : null}
            </div>
          ))}
          <div>
            <label htmlFor={`${ids}-role`} className={LABEL}>
              {t('settings.role')}
            </label>
            <select
              id={`${ids}-role`}
              className={`${INPUT} mt-1`}
              value={draft.role ?? ''}
              onChange={(event) => patch({ role: PAGE_ROLES.find((role) => role === event.target.value) ?? null })}
            >
              <option value="">{t('settings.roleNone')}</option>
              {PAGE_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </select>
          </div>
          <PasswordSetting
            protectedNow={info?.hasPassword ?? false}
            value={draft.password}
            error={errors.password}
            onChange={(password) => patch({ password })}
          />
          <div>
            <label className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-sky-600"
                checked={draft.hiddenFromSearch}
                aria-describedby={`${ids}-search-hint`}
                onChange={(event) => patch({ hiddenFromSearch: event.target.checked })}
              />
              {t('settings.hiddenFromSearch')}
            </label>
            <p id={`${ids}-search-hint`} className="text-xs text-neutral-500">
              {t('settings.hiddenFromSearchHint')}
            </p>
          </div>
          {locales.length > 1 ? (
            <fieldset>
              <legend className={LABEL}>{t('settings.disallowed')}</legend>
              <p className="text-xs text-neutral-500">{t('settings.disallowedHint')}</p>
              <div className="mt-1 flex flex-wrap gap-3">
                {locales
                  .filter((code) => code !== defaultLocale)
                  .map((code) => (
                    <label key={code} className="flex items-center gap-1.5 text-sm">
                      <input
                        type="checkbox"
                        className="size-4 accent-sky-600"
                        checked={draft.disallowedLanguages.includes(code)}
                        onChange={(event) =>
                          patch({
                            disallowedLanguages: event.target.checked
                              ? [...draft.disallowedLanguages, code]
                              : draft.disallowedLanguages.filter((entry) => entry !== code),
                          })
                        }
                      />
                      {code.toUpperCase()}
                    </label>
                  ))}
              </div>
            </fieldset>
          ) : null}
        </>
      ) : null}
    </PagesDialog>
  );
}
