import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { fields, pages, searchDocuments } from '../../src/server/db/schema';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { reindexSite } from '../../src/server/services/search/reindex-site';
import { type SearchResult, searchSite } from '../../src/server/services/search/search-site';
import { TEXT_SEARCH_CONFIGS } from '../../src/server/services/search/text-search-config';
import { richTextValue } from '../../src/shared/content/rich-text';
import type { Locale } from '../../src/shared/locales';
import { createTestPage, createTestSite, textField } from './support/fixtures';
import { saveFieldText } from './support/save-field-text';

type Site = Awaited<ReturnType<typeof createTestSite>>;

const search = (site: Site, locale: Locale, query: string) => searchSite(getDb(), { siteId: site.id, locale, query });
const titles = (result: SearchResult) => result.hits.map((hit) => hit.title);
const publish = (site: Site, pageId: string) => publishPage(getDb(), { siteId: site.id, pageId, userId: null });

/** A published page with a hero title and a rich-text body in de and fr. */
async function publishedPage(
  site: Site,
  page: {
    slug: Partial<Record<Locale, string>>;
    name: Partial<Record<Locale, string>>;
    title: Partial<Record<Locale, string>>;
    body?: Partial<Record<Locale, string>>;
    disallowedLanguages?: Locale[];
  },
) {
  const body = page.body ?? {};
  const created = await createTestPage(site.id, {
    slug: page.slug,
    name: page.name,
    disallowedLanguages: page.disallowedLanguages,
    groups: [
      {
        type: 'hero',
        fields: {
          title: textField(page.title),
          subtitle: {
            content: {
              type: 'localizedRichText',
              values: Object.fromEntries(Object.entries(body).map(([locale, text]) => [locale, richTextValue([text])])),
            },
          },
        },
      },
    ],
  });
  await publish(site, created.pageId);
  return created;
}

describe('site search', () => {
  it('has the text search configurations of every mapped language (no extension needed)', async () => {
    const result: unknown = await getDb().execute(sql`select cfgname from pg_ts_config`);
    const names = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { cfgname: string }[];
    expect(names.map((r) => r.cfgname)).toEqual(expect.arrayContaining([...TEXT_SEARCH_CONFIGS]));
  });

  it('finds published pages by stem in German and French, with a highlighted snippet and a link', async () => {
    const site = await createTestSite();
    const page = await publishedPage(site, {
      slug: { de: 'brillen', fr: 'lunettes' },
      name: { de: 'Unsere Brillen', fr: 'Nos lunettes' },
      title: { de: 'Brillen für jeden Tag', fr: 'Des lunettes pour tous les jours' },
      body: { de: 'Die passende Brille finden Sie bei uns in Winterthur.', fr: 'Vous trouverez la lunette adaptée chez nous à Winterthour.' },
    });

    const de = await search(site, 'de', 'Brille');
    expect(de.hits).toHaveLength(1);
    expect(de.hits[0]).toMatchObject({ pageId: page.pageId, title: 'Unsere Brillen', path: '/de/brillen' });
    expect(de.hits[0]?.snippet).toContainEqual({ text: 'Brille', hit: true });
    expect(de.correctedQuery).toBeNull();
    expect(titles(await search(site, 'de', 'brillen'))).toEqual(['Unsere Brillen']);

    const fr = await search(site, 'fr', 'lunette');
    expect(fr.hits[0]).toMatchObject({ title: 'Nos lunettes', path: '/fr/lunettes' });
    expect(fr.hits[0]?.snippet.some((s) => s.hit && /lunette/i.test(s.text))).toBe(true);
    // French stemming: "trouverez" and "trouver" share the stem.
    expect(titles(await search(site, 'fr', 'trouver'))).toEqual(['Nos lunettes']);
    // Each locale searches its own text only.
    expect((await search(site, 'fr', 'passende')).hits).toHaveLength(0);
  });

  it('ranks a page naming the term in its title and often above one mentioning it once', async () => {
    const site = await createTestSite({ locales: ['de'] });
    await publishedPage(site, {
      slug: { de: 'uhren' },
      name: { de: 'Uhren' },
      title: { de: 'Uhren und Schmuck' },
      body: { de: 'Neben Uhren führen wir auch Sonnenbrillen und eine Kontaktlinse zum Testen.' },
    });
    await publishedPage(site, {
      slug: { de: 'kontaktlinsen' },
      name: { de: 'Kontaktlinsen' },
      title: { de: 'Kontaktlinsen anpassen' },
      body: { de: 'Kontaktlinsen für jedes Auge: weiche Kontaktlinsen, harte Kontaktlinsen.' },
    });
    expect(titles(await search(site, 'de', 'Kontaktlinsen'))).toEqual(['Kontaktlinsen', 'Uhren']);
  });

  it('never returns another site’s pages', async () => {
    const site = await createTestSite({ locales: ['de'] });
    const other = await createTestSite({ locales: ['de'] });
    await publishedPage(other, { slug: { de: 'brillen' }, name: { de: 'Fremde Brillen' }, title: { de: 'Brillen' } });
    expect((await search(site, 'de', 'Brillen')).hits).toHaveLength(0);
    expect(titles(await search(other, 'de', 'Brillen'))).toEqual(['Fremde Brillen']);
  });

  it('keeps drafts and unpublished changes out of search until published', async () => {
    const site = await createTestSite({ locales: ['de'] });
    const draft = await createTestPage(site.id, {
      slug: { de: 'entwurf' },
      name: { de: 'Entwurf' },
      groups: [{ type: 'hero', fields: { title: textField({ de: 'Gleitsichtbrillen' }) } }],
    });
    expect((await search(site, 'de', 'Gleitsichtbrillen')).hits).toHaveLength(0);

    await publish(site, draft.pageId);
    expect(titles(await search(site, 'de', 'Gleitsichtbrillen'))).toEqual(['Entwurf']);

    const [title] = await getDb()
      .select()
      .from(fields)
      .where(and(eq(fields.groupId, draft.groupIds[0] ?? ''), eq(fields.slot, 'title')));
    await saveFieldText(getDb(), { siteId: site.id, fieldId: title?.id ?? '', values: { de: 'Sportbrillen' } });
    expect((await search(site, 'de', 'Sportbrillen')).hits).toHaveLength(0);
    expect(titles(await search(site, 'de', 'Gleitsichtbrillen'))).toEqual(['Entwurf']);

    await publish(site, draft.pageId);
    expect(titles(await search(site, 'de', 'Sportbrillen'))).toEqual(['Entwurf']);
    expect((await search(site, 'de', 'Gleitsichtbrillen')).hits).toHaveLength(0);

    // A page taken offline disappears at once, whatever its documents say.
    await getDb().update(pages).set({ status: 'archived' }).where(eq(pages.id, draft.pageId));
    expect((await search(site, 'de', 'Sportbrillen')).hits).toHaveLength(0);
  });

  it('does not find a page in a locale it disallows, and drops the locale when it becomes disallowed', async () => {
    const site = await createTestSite();
    await publishedPage(site, {
      slug: { de: 'nur-deutsch', fr: 'seulement' },
      name: { de: 'Nur Deutsch', fr: 'Seulement' },
      title: { de: 'Optometrie', fr: 'Optométrie' },
      disallowedLanguages: ['fr'],
    });
    expect(titles(await search(site, 'de', 'Optometrie'))).toEqual(['Nur Deutsch']);
    expect((await search(site, 'fr', 'Optométrie')).hits).toHaveLength(0);

    const both = await publishedPage(site, {
      slug: { de: 'beide', fr: 'les-deux' },
      name: { de: 'Beide', fr: 'Les deux' },
      title: { de: 'Sehtest', fr: 'Examen visuel' },
    });
    expect(titles(await search(site, 'fr', 'examen'))).toEqual(['Les deux']);
    const [row] = await getDb().select({ draft: pages.draft }).from(pages).where(eq(pages.id, both.pageId));
    if (!row) throw new Error('no page');
    await getDb()
      .update(pages)
      .set({ draft: { ...row.draft, meta: { ...row.draft.meta, disallowedLanguages: ['fr'] } } })
      .where(eq(pages.id, both.pageId));
    await publish(site, both.pageId);
    expect((await search(site, 'fr', 'examen')).hits).toHaveLength(0);
    const docs = await getDb().select({ locale: searchDocuments.locale }).from(searchDocuments).where(eq(searchDocuments.pageId, both.pageId));
    expect(docs.map((d) => d.locale)).toEqual(['de']);
  });

  it('tolerates a one-letter typo by retrying with close indexed words', async () => {
    const site = await createTestSite();
    await publishedPage(site, {
      slug: { de: 'linsen', fr: 'lentilles' },
      name: { de: 'Kontaktlinsen', fr: 'Lentilles' },
      title: { de: 'Kontaktlinsen', fr: 'Lentilles de contact' },
      body: { de: 'Tageslinsen und Monatslinsen im Abo.', fr: 'Lentilles journalières et mensuelles.' },
    });
    const missing = await search(site, 'de', 'Kontaklinsen');
    expect(titles(missing)).toEqual(['Kontaktlinsen']);
    expect(missing.correctedQuery).toBe('kontaktlinsen');
    expect(missing.hits[0]?.snippet.some((s) => s.hit)).toBe(true);
    expect(titles(await search(site, 'de', 'Monatslinsne'))).toEqual(['Kontaktlinsen']); // swapped letters
    expect(titles(await search(site, 'fr', 'lentiles'))).toEqual(['Lentilles']);
    expect((await search(site, 'de', 'Fahrrad')).hits).toHaveLength(0);
  });

  it('searches nothing for an empty query and bounds long ones', async () => {
    const site = await createTestSite({ locales: ['de'] });
    await publishedPage(site, { slug: { de: 'brillen' }, name: { de: 'Brillen' }, title: { de: 'Brillen' } });
    expect(await search(site, 'de', '   ')).toEqual({ query: '', hits: [], correctedQuery: null });
    const long = await search(site, 'de', `Brillen ${'x'.repeat(500)}`);
    expect(long.query).toHaveLength(200);
    // Operators and markup in the query are only text.
    expect((await search(site, 'de', '"Brillen" -<mark> OR &&')).hits.length).toBeGreaterThanOrEqual(0);
  });

  it('rebuilds a site’s documents from the live snapshots', async () => {
    const site = await createTestSite({ locales: ['de'] });
    await publishedPage(site, { slug: { de: 'brillen' }, name: { de: 'Brillen' }, title: { de: 'Brillen' } });
    await getDb().delete(searchDocuments).where(eq(searchDocuments.siteId, site.id));
    expect((await search(site, 'de', 'Brillen')).hits).toHaveLength(0);
    expect(await reindexSite(getDb(), { siteId: site.id })).toEqual({ siteId: site.id, pages: 1, documents: 1 });
    expect(titles(await search(site, 'de', 'Brillen'))).toEqual(['Brillen']);
  });
});

describe('search snippets', () => {
  it('come from the field text that matched, never gluing unrelated texts together', async () => {
    const site = await createTestSite();
    await publishedPage(site, {
      slug: { de: 'service', fr: 'service' },
      name: { de: 'Service', fr: 'Service' },
      title: { de: '45 Min. 90', fr: '45 min 90' },
      body: { de: 'Der Brillen-Service richtet Ihre Fassung kostenlos.', fr: 'Le service ajuste votre monture.' },
    });
    const [hit] = (await search(site, 'de', 'Fassung')).hits;
    const snippet = hit?.snippet.map((segment) => segment.text).join('') ?? '';
    expect(snippet).toContain('Brillen-Service richtet Ihre Fassung kostenlos');
    expect(snippet).not.toContain('Min');
    expect(snippet).not.toContain('90');
    expect(hit?.snippet.filter((segment) => segment.hit).map((segment) => segment.text)).toEqual(['Fassung']);
  });
});
