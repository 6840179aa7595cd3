'use client';

import type { ListingKind, ListingStatus } from '@/shared/content/listings';
import type { Locale } from '@/shared/locales';
import type { Listing, ListingFields } from '@/shared/schemas/listings';
import type { EditorMessages, EditorT } from '../i18n/messages';
import { type ToastTexts, withToast } from '../toolbar/toast-action';
import { createListing, deleteListing, setListingStatus, translateListing, updateListing } from './listings-api';

/**
 * The panel's calls, each behind its loading → success | error toast (the error toast carries the
 * server's sentence in the editor language). They resolve null after a failure.
 */

export type ListingsT = EditorT<'editorListings'>;
type ListingsToast = Exclude<keyof EditorMessages['editorListings']['toasts'], 'generic'>;

export function listingsToast(t: ListingsT, kind: ListingsToast): ToastTexts {
  return {
    loading: t(`toasts.${kind}.loading`),
    success: t(`toasts.${kind}.success`),
    error: (message) => t(`toasts.${kind}.error`, { message }),
    generic: t('toasts.generic'),
  };
}

/** The toast of each status a listing can be moved to. */
const STATUS_TOAST = { draft: 'draft', published: 'publish', archived: 'archive' } as const satisfies Record<ListingStatus, ListingsToast>;

export function changeStatus(t: ListingsT, listing: Listing, status: ListingStatus) {
  return withToast(listingsToast(t, STATUS_TOAST[status]), () => setListingStatus(listing, status));
}

export async function removeListing(t: ListingsT, listing: Listing): Promise<boolean> {
  return (await withToast(listingsToast(t, 'delete'), () => deleteListing(listing.id).then(() => true))) === true;
}

/** Creates a draft or saves a listing; `onRefused` sees the refusal first (field problems, a stale version). */
export function saveListing(t: ListingsT, target: { kind: ListingKind; listing: Listing | null; fields: ListingFields; onRefused: (error: unknown) => void }) {
  const { kind, listing, fields, onRefused } = target;
  return withToast(listingsToast(t, listing ? 'save' : 'create'), async () => {
    try {
      return await (listing ? updateListing(listing, fields) : createListing(kind, fields));
    } catch (error) {
      onRefused(error);
      throw error;
    }
  });
}

/** Machine-translates a saved listing into one language; `onRefused` sees a refusal first (a stale version). */
export function translateListingInto(t: ListingsT, target: { listing: Listing; locale: Locale; onRefused: (error: unknown) => void }) {
  const { listing, locale, onRefused } = target;
  return withToast(listingsToast(t, 'translate'), async () => {
    try {
      return await translateListing(listing.id, locale);
    } catch (error) {
      onRefused(error);
      throw error;
    }
  });
}
