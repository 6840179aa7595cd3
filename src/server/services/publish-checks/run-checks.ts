import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { PageSlugs } from '../../../shared/content/links';
import { parseSettings } from '../../../shared/content/settings';
import { hasBlocking, type TPublishCheck, unacknowledgedWarnings } from '../../../shared/schemas/publish-checks';
import type { Queryable } from '../../db/client';
import { pages, sites } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { loadPageTree } from '../pages/load-page-tree';
import { listChangedPages } from '../sites/get-site-publication-status';
import { PAGE_CHECKS, SITE_CHECKS } from './registry';
import type { CheckSite, PublishCheck } from './types';

/**
 * Every page a link may point to, as visitors will find it after publishing `publishing`: those
 * pages by their working slugs, the others by their published ones (a page never published is
 * not reachable, so a link to it leads nowhere).
 */
export async function linkTargetsAfterPublish(db: Queryable, options: { siteId: string; publishing: ReadonlySet<string> }): Promise<Map<string, PageSlugs>> {
  const rows = await db
    .select({ id: pages.id, status: pages.status, collection: pages.collection, specialKey: pages.specialKey, draft: pages.draft, published: pages.published })
    .from(pages)
    .where(and(eq(pages.siteId, options.siteId), notInArray(pages.status, ['deleted', 'archived', 'markedForDeletion'])));
  const targets = new Map<string, PageSlugs>();
  for (const row of rows) {
    const state = options.publishing.has(row.id) ? row.draft : row.status === 'published' ? row.published : null;
    if (state) targets.set(row.id, { slug: state.slug, collection: row.collection, specialKey: row.specialKey });
  }
  return targets;
}

async function checkSite(db: Queryable, siteId: string): Promise<CheckSite> {
  const [site] = await db.select({ id: sites.id, locales: sites.locales, defaultLocale: sites.defaultLocale }).from(sites).where(eq(sites.id, siteId));
  if (!site) throw new AppError('NOT_FOUND', 'request.notFound');
  return site;
}

/** Blocking entries first; within a severity, the order the checks found them (page order). */
function ordered(checks: PublishCheck[]): PublishCheck[] {
  return [...checks.filter((check) => check.severity === 'blocking'), ...checks.filter((check) => check.severity === 'warning')];
}

async function checksOfPage(db: Queryable, options: { site: CheckSite; pageId: string; linkTargets: ReadonlyMap<string, PageSlugs> }): Promise<PublishCheck[]> {
  const { site, pageId, linkTargets } = options;
  const [page] = await db
    .select({ liveLanguages: pages.liveLanguages })
    .from(pages)
    .where(and(eq(pages.id, pageId), eq(pages.siteId, site.id)));
  if (!page) throw new AppError('NOT_FOUND', 'pages.pageNotFound');
  const tree = await loadPageTree(db, { siteId: site.id, pageId, state: 'draft' });
  // What goes live: the boxes that stay or come; a pending removal is gone after publishing.
  const live = { ...tree, groups: tree.groups.filter((group) => group.status === 'draft' || group.status === 'published') };
  const input = { db, site, tree: live, liveLanguages: page.liveLanguages, linkTargets };
  const found: PublishCheck[] = [];
  for (const check of PAGE_CHECKS) found.push(...(await check(input)));
  return found;
}

/** The checks of publishing one page (GET /page/status/checks, POST /page/publish). */
export async function runPageChecks(db: Queryable, options: { siteId: string; pageId: string }): Promise<PublishCheck[]> {
  const site = await checkSite(db, options.siteId);
  const linkTargets = await linkTargetsAfterPublish(db, { siteId: site.id, publishing: new Set([options.pageId]) });
  return ordered(await checksOfPage(db, { site, pageId: options.pageId, linkTargets }));
}

/**
 * The checks of publishing the whole site (GET /site/status/checks, POST /site/publish): every
 * page it publishes (`listChangedPages`, as the publish does) and the settings.
 */
export async function runSiteChecks(db: Queryable, options: { siteId: string }): Promise<PublishCheck[]> {
  const site = await checkSite(db, options.siteId);
  const changed = await listChangedPages(db, { siteId: site.id });
  const linkTargets = await linkTargetsAfterPublish(db, { siteId: site.id, publishing: new Set(changed.map((page) => page.id)) });
  const found: PublishCheck[] = [];
  for (const page of changed) found.push(...(await checksOfPage(db, { site, pageId: page.id, linkTargets })));
  const [row] = await db
    .select({
      settings: sites.settings,
      changed: sql<boolean>`(${sites.publishedSettings} is null or ${sites.publishedSettings}::jsonb <> ${sites.settings}::jsonb)`,
    })
    .from(sites)
    .where(eq(sites.id, site.id));
  const siteInput = { db, site, settings: parseSettings(row?.settings), settingsChanged: row?.changed ?? false };
  for (const check of SITE_CHECKS) found.push(...(await check(siteInput)));
  return ordered(found);
}

/**
 * The server's refusal (409, data: the entries): while an entry blocks, and while a warning was not
 * confirmed with "Trotzdem veröffentlichen" — named by id, so a warning that appeared after the
 * dialog was opened is shown before it goes live.
 */
export function assertPublishable(checks: readonly TPublishCheck[], acknowledged: readonly string[]): void {
  if (hasBlocking(checks)) {
    const blocking = checks.filter((check) => check.severity === 'blocking');
    throw new AppError('CONFLICT', 'publishChecks.blocked', { values: { count: blocking.length }, data: { checks } });
  }
  const open = unacknowledgedWarnings(checks, acknowledged);
  if (open.length > 0) throw new AppError('CONFLICT', 'publishChecks.warningsNotConfirmed', { values: { count: open.length }, data: { checks } });
}
