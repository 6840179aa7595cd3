import { randomUUID } from 'node:crypto';
import type { Locale } from '../../../src/shared/locales';
import type { CreateListingRequest, Listing, ListingFieldsInput } from '../../../src/shared/schemas/listings';
import { api, createTestImage, createTestSite, signedInUser } from '../support/fixtures';

/** A rich-text value as the editor saves it. */
export const richText = (text: string) => ({ json: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] }, text });

/** A site (de + fr unless told) with an editor, a branch, a staff member and an image of its own. */
export async function listingsWorld(options: { locales?: Locale[]; listed?: boolean } = {}) {
  const site = await createTestSite({ locales: options.locales ?? ['de', 'fr'] });
  const editor = await signedInUser(site.host, 'editor');
  const branchId = randomUUID();
  const staffMemberId = randomUUID();
  const business = await api(site.host, '/business', {
    method: 'PUT',
    cookie: editor.cookie,
    body: {
      version: 0,
      profile: {
        companyName: 'Optik Muster',
        listed: options.listed ?? false,
        branches: [
          {
            id: branchId,
            name: 'Altstadt',
            street: 'Marktgasse',
            streetNumber: '12',
            postcode: '8400',
            city: 'Winterthur',
            phone: '052 212 34 56',
            email: 'info@optik.ch',
          },
        ],
        staff: [{ id: staffMemberId, firstName: 'Anna', lastName: 'Muster', function: 'Optikerin' }],
      },
    },
  });
  if (business.status !== 200) throw new Error(`business profile: ${business.status} ${await business.text()}`);
  const imageId = await createTestImage(site.id, `bild-${randomUUID().slice(0, 8)}`);

  /** As the site's editor; `cookie: null` calls as a visitor. */
  const call = (method: string, path: string, body?: unknown, cookie: string | null = editor.cookie) =>
    api(site.host, path, { method, body, cookie: cookie ?? undefined, editorLanguage: 'de' });
  const dataOf = async <T>(response: Response): Promise<T> => {
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  const create = async (kind: CreateListingRequest['kind'], fields: ListingFieldsInput) => dataOf<Listing>(await call('POST', '/listings', { kind, fields }));
  const list = async (kind: CreateListingRequest['kind']) => (await dataOf<{ listings: Listing[] }>(await call('GET', `/listings?kind=${kind}`))).listings;
  const update = (listing: Pick<Listing, 'id' | 'version'>, fields: ListingFieldsInput) =>
    call('PUT', `/listings/${listing.id}`, { version: listing.version, fields });
  const setStatus = (listing: Pick<Listing, 'id' | 'version'>, status: Listing['status']) =>
    call('POST', `/listings/${listing.id}/status`, { version: listing.version, status });
  const remove = (listing: Pick<Listing, 'id'>) => call('DELETE', `/listings/${listing.id}`);
  return { site, editor, branchId, staffMemberId, imageId, call, dataOf, create, list, update, setStatus, remove };
}

export type ListingsWorld = Awaited<ReturnType<typeof listingsWorld>>;

/** The error sentence of a refused request. */
export async function errorOf(response: Response): Promise<{ status: number; error: string; data: unknown }> {
  const body = (await response.json()) as { error: string; data: unknown };
  return { status: response.status, error: body.error, data: body.data };
}
