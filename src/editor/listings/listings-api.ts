'use client';

import type { ListingKind, ListingStatus } from '@/shared/content/listings';
import { apiRequest } from '@/shared/api/request';
import type { Locale } from '@/shared/locales';
import {
  type Listing,
  type ListingFields,
  ZCreateListingRequest,
  ZListing,
  ZListingList,
  ZListingStatusRequest,
  ZTranslateListingRequest,
  ZUpdateListingRequest,
} from '@/shared/schemas/listings';
import { apiGet, apiPost, editorApiLanguage } from '../api-client';

/**
 * The panel's calls to `/api/v1/listings` (member-only). Answers are read through the shared
 * schema, so the panel never renders a shape it does not know; refusals throw `ApiError` with the
 * server's sentence in the editor language.
 */

export async function listListings(kind: ListingKind): Promise<Listing[]> {
  return ZListingList.parse(await apiGet<unknown>('/listings', { kind })).listings;
}

export async function createListing(kind: ListingKind, fields: ListingFields): Promise<Listing> {
  return ZListing.parse(await apiPost('/listings', ZCreateListingRequest, { kind, fields }));
}

/** 409 when a colleague saved it since `version` was read. */
export async function updateListing(listing: Pick<Listing, 'id' | 'version'>, fields: ListingFields): Promise<Listing> {
  return ZListing.parse(await apiPost(`/listings/${listing.id}`, ZUpdateListingRequest, { version: listing.version, fields }, 'PUT'));
}

export async function setListingStatus(listing: Pick<Listing, 'id' | 'version'>, status: ListingStatus): Promise<Listing> {
  return ZListing.parse(await apiPost(`/listings/${listing.id}/status`, ZListingStatusRequest, { version: listing.version, status }));
}

/**
 * Machine-translates the stored title and description from the site's default language into
 * `locale`; the server saves them and marks the language. 409 when it changed meanwhile, 503
 * without a (working) translation service, 429 when the site asks too often.
 */
export async function translateListing(id: string, locale: Locale): Promise<Listing> {
  return ZListing.parse(await apiPost(`/listings/${id}/translate`, ZTranslateListingRequest, { locale }));
}

export async function deleteListing(id: string): Promise<void> {
  // api-client has no DELETE helper; the shared request sends the same credentials and language.
  await apiRequest(`/listings/${id}`, { method: 'DELETE', language: editorApiLanguage() });
}
