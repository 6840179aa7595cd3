'use client';

import { ArrowLeft } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { ListingKind } from '@/shared/content/listings';
import type { Locale } from '@/shared/locales';
import type { Listing } from '@/shared/schemas/listings';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { useSiteLanguages } from '../languages/use-site-languages';
import { useTranslationProvider } from '../languages/use-translation-provider';
import { FIELD_ERROR, INPUT, PRIMARY_BUTTON } from '../pages/styles';
import { DIALOG_SECONDARY } from '../toolbar/ConfirmDialog';
import { FOCUS_RING_LIGHT, Spinner } from '../toolbar/ui';
import { ContactFields } from './ContactFields';
import { ImagesField } from './ImagesField';
import { LanguageFields } from './LanguageFields';
import { hasUnsavedChanges } from './listing-form';
import { listingTitle } from './listing-title';
import { MarketplaceFields } from './MarketplaceFields';
import type { ListingForm, SaveResult } from './use-listing-form';

type Props = {
  kind: ListingKind;
  /** As last stored; null: a new listing (created as a draft on the first save). */
  listing: Listing | null;
  /** The form's state, kept by the panel (see `useListingForm`). */
  form: ListingForm;
  onClose: () => void;
};

/** The site's languages, its default first (the one every listing needs). */
function useOrderedLocales(): { locales: Locale[]; defaultLocale: Locale } {
  const { saved } = useSiteLanguages();
  return { locales: [saved.defaultLocale, ...saved.locales.filter((locale) => locale !== saved.defaultLocale)], defaultLocale: saved.defaultLocale };
}

/** One listing's form, in the panel in place of the list; saving keeps it open. */
export function ListingEditor({ kind, listing, form, onClose }: Props) {
  const t = useEditorT('editorListings');
  const { locale } = useEditorEnvironment();
  const { locales, defaultLocale } = useOrderedLocales();
  const [active, setActive] = useState<Locale>(defaultLocale);
  const headingId = useId();
  const quotaId = useId();
  const validThroughId = useId();
  const summaryId = useId();
  const body = useRef<HTMLFormElement>(null);
  const errorOf = (path: string) => {
    const key = form.errors[path];
    return key ? t(`errors.${key}`, { language: defaultLocale.toUpperCase() }) : null;
  };
  const hasErrors = Object.keys(form.errors).length > 0;
  const title = listing ? t('form.editTitle', { title: listingTitle(listing.title, locale, defaultLocale) ?? t('untitled') }) : t(`form.newTitle.${kind}`);

  // Machine translation needs a service and a stored listing (the server translates what is stored).
  const provider = useTranslationProvider(listing !== null && locales.length > 1);
  const canTranslate = listing !== null && provider.loaded && provider.provider !== null;

  /** A refused save shows the language of its first problem and focuses the field. */
  const showProblems = (result: SaveResult) => {
    if (result.ok) return;
    if (result.problemLocale) setActive(result.problemLocale);
    // After the switcher shows the language, the first marked field takes the focus.
    requestAnimationFrame(() => body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  const submit = async () => showProblems(await form.save());
  const translate = async (target: Locale) => {
    // A refused translation changed nothing (its toast says why); a refused save has fields to show.
    const { refusedSave } = await form.translate(target);
    if (refusedSave) showProblems(refusedSave);
  };

  return (
    <form
      ref={body}
      aria-labelledby={headingId}
      noValidate
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="flex items-center gap-2 px-5 pt-3">
        <button
          type="button"
          onClick={onClose}
          aria-label={t('form.back')}
          title={t('form.back')}
          className={cx('grid size-8 place-items-center rounded-lg text-neutral-600 hover:bg-neutral-100', FOCUS_RING_LIGHT)}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
        </button>
        <h3 id={headingId} className="min-w-0 flex-1 truncate text-base font-semibold">
          {title}
        </h3>
        {listing ? (
          <span className="shrink-0 rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-neutral-700">{t(`statuses.${listing.status}`)}</span>
        ) : null}
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-5 py-4">
        <LanguageFields
          locales={locales}
          active={locales.includes(active) ? active : defaultLocale}
          onActive={setActive}
          draft={form.draft}
          onChange={form.change}
          errorOf={errorOf}
          machineTranslated={listing?.machineTranslated ?? []}
          revision={form.revision}
          translation={
            canTranslate
              ? {
                  source: defaultLocale,
                  busy: form.translating,
                  blocked: form.saving,
                  unsaved: hasUnsavedChanges(form.draft, listing, { kind, defaultLocale }),
                  onTranslate: (target) => void translate(target),
                }
              : undefined
          }
        />
        {kind === 'job' ? (
          <div>
            <label htmlFor={quotaId} className="mb-1 block text-sm font-medium">
              {t('form.workQuota')}
            </label>
            <input
              id={quotaId}
              className={cx(INPUT, 'max-w-48')}
              value={form.draft.workQuota}
              aria-describedby={`${quotaId}-hint`}
              onChange={(event) => form.change({ workQuota: event.target.value })}
            />
            <p id={`${quotaId}-hint`} className="mt-1 text-xs text-neutral-600">
              {t('form.workQuotaHint')}
            </p>
            {errorOf('workQuota') ? <p className={FIELD_ERROR}>{errorOf('workQuota')}</p> : null}
            <label htmlFor={validThroughId} className="mt-4 mb-1 block text-sm font-medium">
              {t('form.validThrough')}
            </label>
            <input
              id={validThroughId}
              type="date"
              className={cx(INPUT, 'max-w-48')}
              value={form.draft.validThrough}
              aria-describedby={`${validThroughId}-hint`}
              aria-invalid={errorOf('validThrough') ? true : undefined}
              onChange={(event) => form.change({ validThrough: event.target.value })}
            />
            <p id={`${validThroughId}-hint`} className="mt-1 text-xs text-neutral-600">
              {t('form.validThroughHint')}
            </p>
            {errorOf('validThrough') ? <p className={FIELD_ERROR}>{errorOf('validThrough')}</p> : null}
          </div>
        ) : (
          <MarketplaceFields draft={form.draft} onChange={form.change} errorOf={errorOf} />
        )}
        <ContactFields branchId={form.draft.branchId} staffMemberId={form.draft.staffMemberId} onChange={(patch) => form.change(patch)} />
        <ImagesField value={form.draft.imageIds} onChange={(imageIds) => form.change({ imageIds })} error={errorOf('imageIds')} />
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-neutral-100 px-5 py-3">
        {hasErrors ? (
          <p id={summaryId} role="alert" className="mr-auto text-sm text-rose-700">
            {t('form.invalid')}
          </p>
        ) : null}
        <button type="button" className={DIALOG_SECONDARY} onClick={onClose}>
          {t('form.cancel')}
        </button>
        <button type="submit" className={PRIMARY_BUTTON} disabled={form.saving || form.translating !== null}>
          {form.saving ? <Spinner /> : null}
          {t('form.save')}
        </button>
      </div>
    </form>
  );
}
