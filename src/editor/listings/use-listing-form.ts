'use client';

import { useCallback, useRef, useState } from 'react';
import { z } from 'zod';
import type { ListingKind } from '@/shared/content/listings';
import type { Locale } from '@/shared/locales';
import { ZLocale } from '@/shared/schemas/editor';
import { type Listing, ZListing } from '@/shared/schemas/listings';
import { ApiError } from '../api-client';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { saveListing, translateListingInto } from './listing-actions';
import { draftOf, emptyDraft, type FieldErrors, fieldErrorsOfIssues, fieldsOf, hasUnsavedChanges, type ListingDraft } from './listing-form';

const ZIssues = z.object({ issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })) });
const ZMissing = z.object({ missing: z.array(ZLocale) });
/** A 409 for a stale version carries the listing as stored now. */
const ZStale = z.object({ listing: ZListing });

/** A change of the draft, or one computed from the draft as it is when applied. */
export type DraftPatch = Partial<ListingDraft> | ((current: ListingDraft) => Partial<ListingDraft>);

type Options = {
  kind: ListingKind;
  /** Saved, or machine-translated (the server stores a translation at once). */
  onSaved: (listing: Listing) => void;
  /** A colleague saved it meanwhile: the list reloads (the form keeps what was typed). */
  onStale: () => void;
};

/**
 * The edit form's state: what was typed (kept through every refusal), the problems by field, and
 * the save — checked by the shared schema first, then the server's refusal mapped back to fields.
 * It lives with the panel, not the form, so closing the panel (Escape) keeps an unsaved draft.
 */
export function useListingForm({ kind, onSaved, onStale }: Options) {
  const t = useEditorT('editorListings');
  const { site } = useEditorEnvironment();
  const [draft, setDraft] = useState<ListingDraft>(emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  /** The language being machine-translated, if any. */
  const [translating, setTranslating] = useState<Locale | null>(null);
  /** Counts texts replaced from outside the inputs (a translation): rich-text editors start afresh. */
  const [revision, setRevision] = useState(0);
  /** The listing the next save replaces (null: creates one), with the version it claims to replace. */
  const base = useRef<Listing | null>(null);

  /** Starts editing a listing as stored, or a new one. */
  const start = useCallback((listing: Listing | null) => {
    base.current = listing;
    setDraft(listing ? draftOf(listing) : emptyDraft());
    setErrors({});
  }, []);

  /** Changes part of the draft; a field's problem goes away once it is edited. */
  const change = useCallback((patch: DraftPatch, paths: string[] = typeof patch === 'function' ? [] : Object.keys(patch)) => {
    setDraft((current) => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) }));
    setErrors((current) => {
      const left = Object.fromEntries(Object.entries(current).filter(([path]) => !paths.some((touched) => path === touched || path.startsWith(`${touched}.`))));
      return Object.keys(left).length === Object.keys(current).length ? current : left;
    });
  }, []);

  const onRefused = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return;
      const issues = ZIssues.safeParse(error.data);
      if (error.status === 400 && issues.success) setErrors(fieldErrorsOfIssues(issues.data.issues));
      const missing = ZMissing.safeParse(error.data);
      if (missing.success)
        setErrors(
          Object.fromEntries(missing.data.missing.map((locale) => [`title.${locale}`, locale === site.defaultLocale ? 'titleRequired' : 'translationMissing'])),
        );
      const stale = ZStale.safeParse(error.data);
      if (error.status === 409 && stale.success) {
        // Told by the error toast that a colleague saved meanwhile, the user's next save is a
        // deliberate overwrite: it claims the stored version, and nothing typed here is lost.
        base.current = stale.data.listing;
        onStale();
      }
    },
    [onStale, site.defaultLocale],
  );

  /** Resolves with the first language that has a problem (the switcher shows it), or null. */
  const save = useCallback(async (): Promise<SaveResult> => {
    const checked = fieldsOf(draft, { kind, defaultLocale: site.defaultLocale });
    if (!checked.ok) {
      setErrors(checked.errors);
      return { ok: false, problemLocale: problemLocaleOf(checked.errors) };
    }
    setErrors({});
    setSaving(true);
    const saved = await saveListing(t, { kind, listing: base.current, fields: checked.fields, onRefused });
    setSaving(false);
    if (saved) {
      base.current = saved;
      onSaved(saved);
    }
    return { ok: saved !== null, problemLocale: null };
  }, [draft, kind, site.defaultLocale, t, onRefused, onSaved]);

  /**
   * Machine-translates the stored listing into `locale`. Unsaved changes are saved first (the
   * server translates what is stored), so nothing typed is lost; a refused save stops here with
   * its problems shown. Only that language's title and description change in the form.
   */
  const translate = useCallback(
    async (locale: Locale): Promise<TranslateResult> => {
      if (hasUnsavedChanges(draft, base.current, { kind, defaultLocale: site.defaultLocale })) {
        const saved = await save();
        if (!saved.ok) return { translated: false, refusedSave: saved };
      }
      const listing = base.current;
      if (!listing) return { translated: false, refusedSave: null };
      setTranslating(locale);
      const translated = await translateListingInto(t, { listing, locale, onRefused });
      setTranslating(null);
      if (!translated) return { translated: false, refusedSave: null };
      base.current = translated;
      // Untouched since the click, the form shows what is stored now (a colleague's save
      // included); typed into meanwhile, it keeps that and takes only the translated texts.
      setDraft((current) =>
        current === draft
          ? draftOf(translated)
          : {
              ...current,
              title: { ...current.title, [locale]: translated.title[locale] ?? '' },
              description: { ...current.description, [locale]: translated.description[locale] ?? null },
            },
      );
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => path !== `title.${locale}` && path !== `description.${locale}`)));
      setRevision((n) => n + 1);
      onSaved(translated);
      return { translated: true, refusedSave: null };
    },
    [draft, kind, site.defaultLocale, save, t, onRefused, onSaved],
  );

  return { draft, change, errors, saving, save, start, translate, translating, revision };
}

export type ListingForm = ReturnType<typeof useListingForm>;
export type SaveResult = { ok: boolean; problemLocale: Locale | null };
/** `refusedSave`: the unsaved changes could not be saved, so nothing was translated. */
export type TranslateResult = { translated: boolean; refusedSave: SaveResult | null };

function problemLocaleOf(errors: FieldErrors): Locale | null {
  for (const path of Object.keys(errors)) {
    const [field, locale] = path.split('.');
    const parsed = ZLocale.safeParse(locale);
    if ((field === 'title' || field === 'description') && parsed.success) return parsed.data;
  }
  return null;
}
