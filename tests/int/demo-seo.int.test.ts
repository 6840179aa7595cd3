import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allDynamicLoaded } from '../../src/app/_live-render/next-dynamic';
import { createLiveRenderer } from '../../src/app/_live-render/render-live-page';
import sharp from 'sharp';
import { GET as mediaRoute } from '../../src/app/media/[mediaId]/[variant]/route';
import { GET as shareCardRoute } from '../../src/app/share-card.png/route';
import { getDb } from '../../src/server/db/client';
import { demoDirectoryProfiles } from '../../src/server/demo/demo-directory';
import { createDemoSite } from '../../src/server/demo/seed-demo';
import { ZBusinessProfile } from '../../src/shared/content/business';
import { businessStructuredData } from '../../src/shared/seo/business-structured-data';
import { LocalStorage, setStorage } from '../../src/server/platform/storage';
import { listSitemapEntries } from '../../src/server/services/seo/list-sitemap-entries';
import { resolveSiteByHost } from '../../src/server/services/sites/resolve-site';
import { jsonLdBlocks, structuredDataProblems } from '../support/structured-data-check';
import { uniqueHost } from './support/fixtures';

// `server-only` throws outside React's server condition; the renderer's bundle empties it the same way.
vi.mock('server-only', () => ({}));
// As the renderer's bundle does (scripts/build-server.mjs): dynamic components load up front, so a render never suspends.
vi.mock('next/dynamic', () => import('../../src/app/_live-render/next-dynamic'));

const render = createLiveRenderer({ stylesheets: ['/public.css'] });
let root = '';
let host = '';
/** Every sitemap page of the demo: its path and the JSON-LD values it sends. */
const pages: Array<{ path: string; locale: string; html: string; blocks: unknown[] }> = [];

beforeAll(async () => {
  await allDynamicLoaded();
  root = await mkdtemp(path.join(os.tmpdir(), 'webbox-jsonld-'));
  setStorage(new LocalStorage(root));
  host = uniqueHost('demo');
  await createDemoSite(getDb(), { hosts: [host], ownerEmail: `${uniqueHost('owner')}@example.ch`, ownerPassword: 'demo owner password' });
  const site = await resolveSiteByHost(host);
  if (!site) throw new Error('demo site not resolved');
  for (const entry of await listSitemapEntries(getDb(), site)) {
    const rendered = await render({
      headers: new Headers({ host }),
      path: entry.path,
      query: null,
      form: null,
      search: new URLSearchParams(),
      clientAddress: null,
      ownIslands: true,
    }).catch((error: unknown) => {
      throw new Error(`${entry.path}: ${String(error)}`);
    });
    if (rendered?.kind !== 'page') throw new Error(`${entry.path} did not render a page`);
    pages.push({ path: entry.path, locale: entry.locale, html: rendered.html, blocks: jsonLdBlocks(rendered.html) });
  }
}, 180_000);

afterAll(async () => {
  setStorage(null);
  await rm(root, { recursive: true, force: true });
});

const nodesOf = (blocks: unknown[]) => blocks.flatMap((block) => (Array.isArray(block) ? block : [block])) as Array<Record<string, unknown>>;
const ofType = (type: string) =>
  pages.flatMap((page) =>
    nodesOf(page.blocks)
      .filter((node) => node['@type'] === type)
      .map((node) => ({ page: page.path, node })),
  );

describe('structured data of the demo (issue 33)', () => {
  it("validates every JSON-LD block of every sitemap page against schema.org's vocabulary and the rich results' required properties", () => {
    expect(pages.length).toBeGreaterThan(20);
    const problems = pages.flatMap((page) => page.blocks.flatMap((block) => structuredDataProblems(block, page.path)));
    expect(problems).toEqual([]);
    // Every type the issue asks for is there (a check over nothing would pass).
    for (const type of ['Optician', 'BreadcrumbList', 'JobPosting', 'Product']) expect(ofType(type).length, type).toBeGreaterThan(0);
  });

  it('names each branch once, on the site’s own host, with an E.164 phone, an image and its coordinates', () => {
    const opticians = ofType('Optician').filter(({ page }) => page === '/de');
    expect(opticians.map(({ node }) => node.name)).toEqual(['Optik Muster', 'Optik Muster Bahnhof']);
    for (const { node } of opticians) {
      expect(node.url).toBe(`${new URL(String(node.url)).origin}/de`);
      expect(new URL(String(node.url)).hostname).toBe(host);
      expect(node.telephone).toMatch(/^\+415212345(67|70)$/);
      expect(node.image).toMatch(/^https?:\/\//);
      expect(node.geo).toMatchObject({ '@type': 'GeoCoordinates' });
    }
  });

  it("describes the other businesses' branches with their coordinates, as valid Opticians", () => {
    for (const { siteName, host: businessHost, profile } of demoDirectoryProfiles()) {
      const { companyName, branches } = ZBusinessProfile.parse(profile);
      const data = businessStructuredData({
        companyName,
        siteName,
        url: `https://${businessHost}/de`,
        logoUrl: null,
        imageUrl: null,
        socialAccounts: [],
        branches,
      });
      expect(data.length, siteName).toBeGreaterThan(0);
      for (const optician of data) expect(optician.geo, `${siteName}: ${optician.name}`).toMatchObject({ '@type': 'GeoCoordinates' });
      expect(structuredDataProblems(data, siteName)).toEqual([]);
    }
  });

  it('describes the published jobs and the priced marketplace items in the page language', () => {
    const jobs = ofType('JobPosting').filter(({ page }) => page.startsWith('/fr/'));
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs[0]?.node).toMatchObject({
      title: 'Opticien/ne CFC 80–100 %',
      employmentType: ['FULL_TIME', 'PART_TIME'],
      hiringOrganization: { name: 'Optik Muster GmbH' },
      jobLocation: { address: { addressLocality: 'Winterthur', addressCountry: 'CH' } },
    });
    const products = ofType('Product');
    expect(products.length).toBeGreaterThan(0);
    for (const { node } of products) expect(node.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'CHF', price: expect.any(Number) });
  });

  it('finds what the check exists for: an unknown property, a wrong type, a missing required property', () => {
    expect(structuredDataProblems({ '@context': 'https://schema.org', '@type': 'Optician', name: 'X', adress: {} })).toEqual(
      expect.arrayContaining(['$: Optician has no property adress', '$: Optician needs a valid address']),
    );
    expect(
      structuredDataProblems({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'X',
        description: 'Y',
        datePosted: '2026-01-02',
        hiringOrganization: { '@type': 'Organization', name: 'Z' },
        jobLocation: { '@type': 'PostalAddress' },
      }),
    ).toEqual(expect.arrayContaining(['$.jobLocation: PostalAddress where Place is expected']));
    expect(
      structuredDataProblems({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'X',
        offers: { '@type': 'Offer', price: '1’290.00', priceCurrency: 'CHF' },
      }),
    ).toEqual(['$.offers: Offer needs a valid price']);
  });
});

/** The content of a head meta tag (property or name), HTML entities of quotes and ampersands decoded. */
function metaOf(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return (
    match?.[1]
      ?.replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'") ?? null
  );
}

/** Fetches an og:image URL of the demo host through its route, as a link preview's crawler would. */
async function fetchImage(url: string): Promise<Response> {
  const { pathname, search } = new URL(url);
  const request = new Request(`http://${host}${pathname}${search}`, { headers: { host } });
  if (pathname === '/share-card.png') return shareCardRoute(request);
  const [, , mediaId = '', variant = ''] = pathname.split('/');
  return mediaRoute(request, { params: Promise.resolve({ mediaId, variant }) });
}

describe('link previews of the demo (issue 33)', () => {
  it('gives every sitemap page an og:image that answers 200 as an image of the declared size', async () => {
    const images = new Map<string, { width: number; height: number }>();
    for (const page of pages) {
      const url = metaOf(page.html, 'og:image');
      expect(url, page.path).toMatch(/^https?:\/\//);
      expect(new URL(url ?? '').hostname, page.path).toBe(host);
      const declared = { width: Number(metaOf(page.html, 'og:image:width')), height: Number(metaOf(page.html, 'og:image:height')) };
      expect(declared.width, page.path).toBeGreaterThan(0);
      images.set(url ?? '', declared);
      expect(metaOf(page.html, 'twitter:image'), page.path).toBe(url);
    }
    for (const [url, declared] of images) {
      const response = await fetchImage(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toMatch(/^image\/(png|jpeg|webp)$/);
      const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect({ width, height }, url).toEqual(declared);
    }
    // Pages without an image of their own (home, contact) get the generated card.
    const card = [...images.keys()].find((url) => url.includes('/share-card.png?')) ?? '';
    expect(card).not.toBe('');
    // A card exists only for a page the host's site shows in that language: never another site's page or made-up texts.
    const other = new URL(card);
    other.searchParams.set('page', crypto.randomUUID());
    expect((await fetchImage(other.href)).status).toBe(404);
    const hidden = new URL(card);
    hidden.searchParams.set('lang', 'it');
    expect((await fetchImage(hidden.href)).status).toBe(404);
  });

  it('gives every page a title of its own in each language, and a description of 50–160 characters', () => {
    const byLocale = new Map<string, string[]>();
    for (const page of pages) {
      const title = /<title>([^<]*)<\/title>/.exec(page.html)?.[1] ?? '';
      expect(title, page.path).not.toBe('');
      byLocale.set(page.locale, [...(byLocale.get(page.locale) ?? []), title]);
      const description = metaOf(page.html, 'description') ?? '';
      expect(description.length, `${page.path}: ${description}`).toBeGreaterThanOrEqual(50);
      expect(description.length, `${page.path}: ${description}`).toBeLessThanOrEqual(160);
    }
    for (const [, titles] of byLocale) expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
    const homeTitle = (locale: string) => /<title>([^<]*)<\/title>/.exec(pages.find((page) => page.path === `/${locale}`)?.html ?? '')?.[1];
    expect(homeTitle('de')).not.toBe(homeTitle('fr'));
  });
});
