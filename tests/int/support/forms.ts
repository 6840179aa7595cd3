import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getApi } from '../../../src/server/api/app';
import { getDb } from '../../../src/server/db/client';
import { formSubmissions, outbox, sites } from '../../../src/server/db/schema';
import { CLIENT_IP_HEADER } from '../../../src/server/platform/request-headers';
import { publishPage } from '../../../src/server/services/pages/publish-page';
import { ZSiteSettings } from '../../../src/shared/content/settings';
import type { OptionValue } from '../../../src/shared/content/types';
import type { Locale } from '../../../src/shared/locales';
import { createTestPage, createTestSite } from './fixtures';

/**
 * A site with a published page holding one contactForm and one aspectSponsorForm section, inserted
 * directly (the block types are the contract; their UI lives elsewhere).
 */
export async function createFormSite(
  options: {
    locales?: Locale[];
    contactOptions?: Record<string, OptionValue>;
    sponsorOptions?: Record<string, OptionValue>;
    contact?: { email?: string; companyName?: string };
  } = {},
) {
  const site = await createTestSite({ locales: options.locales ?? ['de', 'fr'] });
  if (options.contact) {
    const settings = ZSiteSettings.parse({ contact: options.contact });
    await getDb().update(sites).set({ settings, publishedSettings: settings }).where(eq(sites.id, site.id));
  }
  const page = await createTestPage(site.id, {
    slug: { de: 'kontakt', fr: 'contact' },
    groups: [
      { type: 'contactForm', options: { contactEmail: `info@${site.host}`, ...options.contactOptions } },
      { type: 'aspectSponsorForm', options: options.sponsorOptions ?? {} },
    ],
  });
  await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
  const [contactGroupId, sponsorGroupId] = page.groupIds as [string, string];
  return { ...site, pageId: page.pageId, contactGroupId, sponsorGroupId };
}

export function contactBody(groupId: string, overrides: Record<string, unknown> = {}) {
  return {
    anrede: 'frau',
    vorname: 'Anna',
    nachname: 'Muster',
    plz: '8001',
    ort: 'Zürich',
    email: 'anna@example.ch',
    telefon: '044 123 45 67',
    existingCustomer: 'nein',
    themes: ['brillenglasbestimmung'],
    bevorzugterTermin: '2026-03-02',
    bevorzugteUhrzeit: '10:00',
    fragenAnmerkungen: 'Bitte am Vormittag.',
    website: '',
    lang: 'de',
    groupId,
    submissionKey: randomUUID(),
    ...overrides,
  };
}

export function sponsorBody(groupId: string, overrides: Record<string, unknown> = {}) {
  return {
    hauptsponsor: true,
    stehlunch: true,
    numberOfPersons: 2,
    personsNames: 'Anna, Beat',
    aspectNumberOfPersons: 0,
    company: 'Optik AG',
    contactName: 'Beat Muster',
    phone: '044 123 45 67',
    email: 'beat@optik.ch',
    website: '',
    lang: 'de',
    groupId,
    submissionKey: randomUUID(),
    ...overrides,
  };
}

let nextIp = 0;
/** A client address no other request of this file used (the rate limit counts per address). */
export function uniqueIp(): string {
  nextIp += 1;
  return `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp & 255}`;
}

/** POSTs a public form as a visitor's browser on `host` would, from a given client address. */
export function postForm(
  host: string,
  path: '/contact' | '/aspectSponsorForm',
  body: unknown,
  init: { ip?: string; acceptLanguage?: string; rawBody?: string } = {},
) {
  const headers = new Headers({ host, origin: `http://${host}`, 'content-type': 'application/json' });
  headers.set(CLIENT_IP_HEADER, init.ip ?? uniqueIp());
  if (init.acceptLanguage) headers.set('accept-language', init.acceptLanguage);
  return getApi().request(`http://${host}/api/v1${path}`, { method: 'POST', headers, body: init.rawBody ?? JSON.stringify(body) });
}

export type Envelope<T = unknown> = { success: boolean; error: string | null; status: number; data: T };

export async function submissionsOf(siteId: string) {
  return getDb().select().from(formSubmissions).where(eq(formSubmissions.siteId, siteId));
}

export async function outboxOf(siteId: string) {
  return getDb().select().from(outbox).where(eq(outbox.siteId, siteId));
}
