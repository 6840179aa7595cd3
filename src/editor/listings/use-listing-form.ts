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
import { saveListing } from './listing-actions';
import { draftOf, emptyDraft, type FieldErrors, fieldErrorsOfIssues, fieldsOf, type ListingDraft } from './listing-form';

const ZIssues = z.object({ issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })) });
const ZMissing = z.object({ missing: z.array(ZLocale) });

/** A change of the draft, or one computed from the draft as it is when applied. */
export type DraftPatch = Partial<ListingDraft> | ((current: ListingDraft) => Partial<ListingDraft>);

type Options = {
  kind: ListingKind;
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
      if (missing.success) setErrors(Object.fromEntries(missing.data.missing.map((locale) => [`title.${locale}`, locale === site.defaultLocale ? 'titleRequired' : 'translationMissing'])));
      const current = ZListing.safeParse(error.data);
      if (error.status === 409 && current.success) {
        // Told by the error toast that a colleague saved meanwhile, the user's next save is a
        // deliberate overwrite: it claims the stored version, and nothing typed here is lost.
        base.current = current.data;
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

  return { draft, change, errors, saving, save, start };
}

export type ListingForm = ReturnType<typeof useListingForm>;
export type SaveResult = { ok: boolean; problemLocale: Locale | null };

function problemLocaleOf(errors: FieldErrors): Locale | null {
  for (const path of Object.keys(errors)) {
    const [field, locale] = path.split('.');
    const parsed = ZLocale.safeParse(locale);
    if ((field === 'title' || field === 'description') && parsed.success) return parsed.data;
  }
  return null;
}
