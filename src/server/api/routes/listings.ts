import { z } from 'zod';
import {
  ZCreateListingRequest,
  ZListing,
  ZListingIdParam,
  ZListingList,
  ZListingStatusRequest,
  ZListingsQuery,
  ZUpdateListingRequest,
} from '../../../shared/schemas/listings';
import { getDb } from '../../db/client';
import { createListing } from '../../services/listings/create-listing';
import { deleteListing } from '../../services/listings/delete-listing';
import { listListings } from '../../services/listings/list-listings';
import { setListingStatus } from '../../services/listings/set-listing-status';
import { updateListing } from '../../services/listings/update-listing';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { envelopeAnswer, errorAnswer, jsonBody } from '../responses';

/**
 * The "Stellen & Marktplatz" panel's API (issue 16): a site's job offers and marketplace items,
 * for its members only. Every id is looked up within the Host's site, so another site's listing
 * is simply not found (404).
 */

/** Six languages of rich text with room to spare; far below the member default of 1 MB. */
const listingLimit = { maxBytes: 512 * 1024, messageKey: 'request.changeTooLarge' } as const;

const notFound = { 404: errorAnswer('No such listing on this site') };

const list = defineRoute({
  method: 'get',
  path: '/listings',
  auth: 'optician',
  permission: 'listings',
  summary: "The site's job offers or marketplace items in every status, newest first",
  request: { query: ZListingsQuery },
  responses: { 200: envelopeAnswer(ZListingList, 'The listings'), 400: errorAnswer('Unknown kind') },
  handler: async (c) => ok(c, await listListings(getDb(), { siteId: c.get('site').id, kind: c.req.valid('query').kind })),
});

const create = defineRoute({
  method: 'post',
  path: '/listings',
  auth: 'optician',
  permission: 'listings',
  summary: 'Create a job offer or marketplace item as a draft',
  request: { body: jsonBody(ZCreateListingRequest) },
  responses: { 200: envelopeAnswer(ZListing, 'The new draft'), 400: errorAnswer('Invalid fields, or a branch, staff member or image not of this site') },
  bodyLimit: listingLimit,
  handler: async (c) => {
    const { kind, fields } = c.req.valid('json');
    return ok(c, await createListing(getDb(), { site: c.get('site'), kind, fields }));
  },
});

const update = defineRoute({
  method: 'put',
  path: '/listings/{id}',
  auth: 'optician',
  permission: 'listings',
  summary: "Replace a listing's fields (a published one is live at once)",
  request: { params: ZListingIdParam, body: jsonBody(ZUpdateListingRequest) },
  responses: {
    200: envelopeAnswer(ZListing, 'Saved'),
    400: errorAnswer('Invalid fields, or a branch, staff member or image not of this site'),
    ...notFound,
    409: errorAnswer('Someone saved the listing in the meantime (data: the current listing), or a published listing would miss a translated title'),
  },
  bodyLimit: listingLimit,
  handler: async (c) => {
    const { version, fields } = c.req.valid('json');
    return ok(c, await updateListing(getDb(), { site: c.get('site'), id: c.req.valid('param').id, version, fields }));
  },
});

const setStatus = defineRoute({
  method: 'post',
  path: '/listings/{id}/status',
  auth: 'optician',
  permission: 'listings',
  summary: 'Publish, archive or take a listing back to draft',
  description: 'Publishing needs the title in the default language (else 400) and in every site language (else 409, `data.missing` names them).',
  request: { params: ZListingIdParam, body: jsonBody(ZListingStatusRequest) },
  responses: {
    200: envelopeAnswer(ZListing, 'The listing in its new status'),
    400: errorAnswer('No title in the default language, or a marketplace item without category'),
    ...notFound,
    409: errorAnswer('Stale version, or titles missing in some site languages'),
  },
  handler: async (c) => {
    const { version, status } = c.req.valid('json');
    return ok(c, await setListingStatus(getDb(), { site: c.get('site'), id: c.req.valid('param').id, version, status }));
  },
});

const remove = defineRoute({
  method: 'delete',
  path: '/listings/{id}',
  auth: 'optician',
  permission: 'listings',
  summary: 'Delete a listing for good',
  request: { params: ZListingIdParam },
  responses: { 200: envelopeAnswer(z.object({ id: z.uuid() }), 'Deleted'), ...notFound },
  handler: async (c) => ok(c, await deleteListing(getDb(), { siteId: c.get('site').id, id: c.req.valid('param').id })),
});

export const listingRoutes = [list, create, update, setStatus, remove];
