import { and, eq, notInArray } from 'drizzle-orm';
import { brandLogoId, parseSettings } from '../../../shared/content/settings';
import type { MediaInfo } from '../../../shared/content/media';
import { type PageSummary, type SiteChrome, isPageLiveIn } from '../../../shared/content/site-chrome';
import { normaliseNeutralFields } from '../../../shared/blocks/language-neutral';
import type { PageTree } from '../../../shared/content/types';
import { type Locale, isLocale } from '../../../shared/locales';
import type { Queryable } from '../../db/client';
import { SiteMemo } from '../../platform/site-memo';
import { businessProfiles, navigation, pageVersions, pages, sites } from '../../db/schema';
import { listBranches } from '../business/get-business-profile';
import { listArchivedCollectionPageIds } from '../collections/archived-items';
import { loadMediaForTree } from '../media/load-media-for-tree';
import { findPageId } from '../pages/find-page';
import { loadPublishedSnapshot } from '../pages/published-snapshots';
import { findSlugRedirect } from '../pages/find-redirect';
import { loadPageTree } from '../pages/load-page-tree';
import type { SiteContext } from '../sites/resolve-site';
import { type ParsedPagePath, parsePagePath } from './parse-page-path';
import { fallbackSearchTree, isSearchPath } from './search-page-fallback';

export type { PageSummary, SiteChrome };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PageRequestResult =
  | { kind: 'not-found'; locale: Locale; chrome: SiteChrome; media: ReadonlyMap<string, MediaInfo> }
  /** An old live URL of a page whose slug changed: answered with a permanent redirect. */
  | { kind: 'redirect'; locale: Locale; location: string }
  | {
      kind: 'page';
      locale: Locale;
      mode: 'live' | 'edit';
      tree: PageTree;
      chrome: SiteChrome;
      media: ReadonlyMap<string, MediaInfo>;
      /** The language the visitor asked for when the page is not live in it yet: shown in `locale`, the default. */
      untranslated?: Locale;
    };

/**
 * The published chrome per site, between requests: every live page and 404 needs it, and it
 * changes only with a publish or a save that invalidates the site's cache tags (see SiteMemo).
 */
const publishedChrome = new SiteMemo<SiteChrome>({ ttlMs: 60_000, maxEntries: 2_000 });

/** Media the chrome shows beside the page's own: the logo (the settings', else the business profile's) and the share image. */
function chromeMediaIds(chrome: SiteChrome): Array<string | null> {
  return [brandLogoId(chrome.settings, chrome.business), chrome.settings.sharing.imageMediaId];
}

/** Settings, navigation and every page's slugs, in the state the visitor (or editor) sees. */
export async function loadSiteChrome(db: Queryable, options: { siteId: string; state: 'draft' | 'published' }): Promise<SiteChrome> {
  const { siteId, state } = options;
  if (state === 'draft') return readSiteChrome(db, siteId, state);
  return publishedChrome.getForSite(siteId, siteId, () => readSiteChrome(db, siteId, state));
}

async function readSiteChrome(db: Queryable, siteId: string, state: 'draft' | 'published'): Promise<SiteChrome> {
  const [[site], [nav], pageRows, [profile], branchList, archived] = await Promise.all([
    db.select({ settings: sites.settings, publishedSettings: sites.publishedSettings }).from(sites).where(eq(sites.id, siteId)),
    db.select().from(navigation).where(eq(navigation.siteId, siteId)),
    db
      // Only the state shown: every page's other JSON would be read and parsed for nothing.
      .select({
        id: pages.id,
        collection: pages.collection,
        specialKey: pages.specialKey,
        status: pages.status,
        state: state === 'draft' ? pages.draft : pages.published,
        liveLanguages: pages.liveLanguages,
        publishedVersionId: pages.publishedVersionId,
      })
      .from(pages)
      .where(and(eq(pages.siteId, siteId), notInArray(pages.status, ['deleted', 'archived']))),
    db
      .select({ companyName: businessProfiles.companyName, logoMediaId: businessProfiles.logoMediaId })
      .from(businessProfiles)
      .where(eq(businessProfiles.siteId, siteId)),
    listBranches(db, { siteId }),
    // Visitors do not reach a team member (or other collection item) archived in every list.
    state === 'published' ? listArchivedCollectionPageIds(db, { siteId }) : Promise.resolve(new Set<string>()),
  ]);
  const pageSlugs = new Map<string, PageSummary>();
  for (const row of pageRows) {
    const pageState = state === 'draft' || row.status === 'published' ? row.state : null;
    if (!pageState || archived.has(row.id)) continue;
    pageSlugs.set(row.id, {
      slug: pageState.slug,
      collection: row.collection,
      specialKey: row.specialKey,
      name: pageState.meta.name,
      disallowedLanguages: pageState.meta.disallowedLanguages,
      status: row.status,
      // The editor works on every language of the page; visitors only on those it is live in.
      liveLanguages: state === 'draft' ? null : row.liveLanguages,
      // Live paths find their snapshot through it (see loadTree); the editor's chrome needs none.
      ...(state === 'published' ? { publishedVersionId: row.publishedVersionId } : {}),
    });
  }
  const settings = state === 'draft' ? site?.settings : site?.publishedSettings;
  const navState = state === 'draft' ? nav?.draft : nav?.published;
  return {
    settings: parseSettings(settings),
    navigation: navState ?? { containers: [] },
    pages: pageSlugs,
    business: { companyName: profile?.companyName ?? '', branches: branchList, logoMediaId: profile?.logoMediaId ?? null },
  };
}

/** The published page at a live path, by the published chrome's slugs (every published page is in it, by its published slug). */
function findLivePage(chrome: SiteChrome, locale: Locale, target: ParsedPagePath['target']): PageSummary | null {
  for (const summary of chrome.pages.values()) {
    if (summary.status !== 'published') continue;
    const matches = 'key' in target ? summary.specialKey === target.key : summary.collection === target.collection && summary.slug[locale] === target.slug;
    if (matches) return summary;
  }
  return null;
}

/**
 * A live path's tree is the page's newest published snapshot, found through the published
 * chrome (kept between requests) and read once per version; an edit path's is the draft.
 */
async function loadTree(
  db: Queryable,
  site: SiteContext,
  locale: Locale,
  parsed: ParsedPagePath,
  publishedChrome: SiteChrome | null,
): Promise<PageTree | null> {
  if (parsed.mode === 'live') {
    if (!publishedChrome) return null;
    const versionId = findLivePage(publishedChrome, locale, parsed.target)?.publishedVersionId;
    const snapshot = versionId ? await loadPublishedSnapshot(db, versionId) : null;
    return snapshot ? normaliseNeutralFields(snapshot, site.defaultLocale) : null;
  }
  const pageId = await findPageId(db, { siteId: site.id, locale, state: 'draft', ...parsed.target });
  return pageId ? loadPageTree(db, { siteId: site.id, pageId, state: 'draft' }) : null;
}

/**
 * The published header and footer around a 404 (issue 13): visitors find their way on. Always the
 * published state, also under /edit: the access check has not run for a path that matched nothing.
 */
export async function loadNotFound(db: Queryable, site: SiteContext, locale: Locale): Promise<Extract<PageRequestResult, { kind: 'not-found' }>> {
  const chrome = await loadSiteChrome(db, { siteId: site.id, state: 'published' });
  const media = await loadMediaForTree(db, { siteId: site.id, tree: null, extraIds: chromeMediaIds(chrome) });
  return { kind: 'not-found', locale, chrome, media };
}

/**
 * Resolves /{locale}[/edit][/{collection}]/{slug} for a site: live paths read the newest
 * published snapshot, edit paths the draft. Access to edit paths is checked by the caller.
 */
export async function loadPageRequest(db: Queryable, options: { site: SiteContext; locale: string; segments: readonly string[] }): Promise<PageRequestResult> {
  const { site, segments } = options;
  const locale = isLocale(options.locale) && site.locales.includes(options.locale) ? options.locale : null;
  const fallbackLocale = locale ?? site.defaultLocale;
  const parsed = parsePagePath(segments);
  if (!locale || !parsed) return loadNotFound(db, site, fallbackLocale);

  const publishedChrome = parsed.mode === 'live' ? await loadSiteChrome(db, { siteId: site.id, state: 'published' }) : null;
  let tree = await loadTree(db, site, locale, parsed, publishedChrome);
  if (!tree && parsed.mode === 'live' && isSearchPath(parsed.target)) {
    // Every header links /{locale}/search: the site's search page under another slug, else one made up.
    tree = (await loadTree(db, site, locale, { mode: 'live', target: { key: 'search' } }, publishedChrome)) ?? fallbackSearchTree(site);
  }
  if (!tree && parsed.mode === 'live' && 'slug' in parsed.target) {
    const location = await findSlugRedirect(db, { siteId: site.id, locale, ...parsed.target });
    if (location) return { kind: 'redirect', locale, location };
  }
  if (!tree || tree.page.meta.disallowedLanguages.includes(locale)) return loadNotFound(db, site, locale);
  const chrome = publishedChrome ?? (await loadSiteChrome(db, { siteId: site.id, state: 'draft' }));
  const media = await loadMediaForTree(db, { siteId: site.id, tree, extraIds: chromeMediaIds(chrome) });
  const summary = chrome.pages.get(tree.page.id);
  if (parsed.mode === 'live' && summary && !isPageLiveIn(summary, locale)) {
    // Not translated into this language yet (issue 15): the default language's page, with a note.
    if (locale === site.defaultLocale || !isPageLiveIn(summary, site.defaultLocale)) return loadNotFound(db, site, locale);
    return { kind: 'page', locale: site.defaultLocale, mode: parsed.mode, tree, chrome, media, untranslated: locale };
  }
  return { kind: 'page', locale, mode: parsed.mode, tree, chrome, media };
}

export type VersionPreview = { versionId: string; version: number; createdAt: string };

/**
 * A published version of the page shown read-only on the edit route (`?version=`): its snapshot
 * with the editor's chrome, tracking off (an editor looking is no visit). Null when the version is
 * not this page's (another page's or site's id answers like an unknown one).
 */
export async function loadVersionPreview(
  db: Queryable,
  options: { siteId: string; pageId: string; versionId: string; chrome: SiteChrome },
): Promise<{ tree: PageTree; chrome: SiteChrome; media: ReadonlyMap<string, MediaInfo>; preview: VersionPreview } | null> {
  const { siteId, pageId, versionId, chrome } = options;
  if (!UUID.test(versionId)) return null;
  const [row] = await db
    .select({ id: pageVersions.id, version: pageVersions.version, createdAt: pageVersions.createdAt, snapshot: pageVersions.snapshot })
    .from(pageVersions)
    .where(and(eq(pageVersions.id, versionId), eq(pageVersions.siteId, siteId), eq(pageVersions.pageId, pageId)));
  if (!row) return null;
  const quiet: SiteChrome = {
    ...chrome,
    settings: { ...chrome.settings, tracking: { ...chrome.settings.tracking, googleAnalytics: '', googleTagManager: '', facebookPixel: '' } },
  };
  const media = await loadMediaForTree(db, { siteId, tree: row.snapshot, extraIds: chromeMediaIds(chrome) });
  return { tree: row.snapshot, chrome: quiet, media, preview: { versionId: row.id, version: row.version, createdAt: row.createdAt.toISOString() } };
}
