import { randomUUID } from 'node:crypto';
import { type Api, getApi } from '../../../src/server/api/app';
import { getDb } from '../../../src/server/db/client';
import { media } from '../../../src/server/db/schema';
import { addMember } from '../../../src/server/services/members/add-member';
import { type NewPage, createPage } from '../../../src/server/services/pages/create-page';
import { createSite } from '../../../src/server/services/sites/create-site';
import { createUser } from '../../../src/server/services/users/create-user';
import { EDITOR_LANGUAGE_HEADER, PAGE_LOCALE_HEADER } from '../../../src/shared/api/request';
import type { Locale } from '../../../src/shared/locales';

export const uniqueHost = (label = 'site') => `${label}-${randomUUID().slice(0, 8)}.test`;

export async function createTestSite(options: { locales?: Locale[]; name?: string } = {}) {
  const host = uniqueHost();
  const site = await createSite(getDb(), { name: options.name ?? 'Test Optik', hosts: [host], locales: options.locales ?? ['de', 'fr'] });
  return { ...site, host };
}

/** Calls the API as a browser on `host` would: same-origin by default. */
export function api(
  host: string,
  path: string,
  init: {
    method?: string;
    body?: unknown;
    cookie?: string;
    origin?: string | null;
    acceptLanguage?: string;
    editorLanguage?: string;
    pageLocale?: string;
    app?: Pick<Api, 'request'>;
  } = {},
) {
  const headers = new Headers({ host });
  if (init.acceptLanguage) headers.set('accept-language', init.acceptLanguage);
  // What the editor's API client sends: its UI language (member routes answer in it).
  if (init.editorLanguage) headers.set(EDITOR_LANGUAGE_HEADER, init.editorLanguage);
  if (init.pageLocale) headers.set(PAGE_LOCALE_HEADER, init.pageLocale);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  if (init.origin !== null && init.method && init.method !== 'GET') headers.set('origin', init.origin ?? `http://${host}`);
  if (init.cookie) headers.set('cookie', init.cookie);
  return (init.app ?? getApi()).request(`http://${host}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** A user signed in through the real auth endpoint; returns the session cookie. */
export async function signedInUser(host: string, role?: 'owner' | 'admin' | 'editor' | 'optician') {
  const email = `user-${randomUUID().slice(0, 8)}@example.ch`;
  const password = 'correct horse battery';
  await createUser(getDb(), { email, password });
  if (role) await addMember(getDb(), { email, host, role });
  const response = await api(host, '/auth/sign-in/email', { method: 'POST', body: { email, password } });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { email, cookie };
}

export function textField(values: Partial<Record<Locale, string>>) {
  return { content: { type: 'localizedSingleValue' as const, values } };
}

export async function createTestPage(siteId: string, page: Partial<NewPage> & { slug: NewPage['slug'] }) {
  return createPage(getDb(), {
    siteId,
    page: {
      name: { de: 'Testseite', fr: 'Page test' },
      groups: [{ type: 'hero', fields: { title: textField({ de: 'Hallo', fr: 'Bonjour' }) } }],
      ...page,
    },
  });
}

/** An image row in a site's media library (no file behind it: enough for references). */
export async function createTestImage(siteId: string, name: string): Promise<string> {
  const [row] = await getDb()
    .insert(media)
    .values({
      siteId,
      mediaType: 'image',
      mimeType: 'image/jpeg',
      objectKey: `${siteId}/${name}`,
      originalFilename: `${name}.jpg`,
      extension: 'jpg',
      fileSize: 1000,
      width: 800,
      height: 600,
    })
    .returning({ id: media.id });
  if (!row) throw new Error('no media');
  return row.id;
}
