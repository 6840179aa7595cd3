import 'server-only';
import { getDb } from '@/server/db/client';
import { type SessionUser, getSessionUser } from '@/server/platform/auth';
import { getConfig } from '@/server/platform/config';
import { isUnlockCookieValid, readCookie, unlockCookieName, unlockCookieValue } from '@/server/platform/page-unlock';
import { getMemberAccess } from '@/server/services/members/get-membership';
import type { MemberRole } from '@/server/db/schema';
import { loadBlockData } from '@/server/services/rendering/load-block-data';
import { type VersionPreview, loadNotFound, loadPageRequest, loadVersionPreview } from '@/server/services/rendering/load-page-request';
import type { SiteChrome } from '@/shared/content/site-chrome';
import { type SiteContext, resolveSiteByHost } from '@/server/services/sites/resolve-site';
import type { BlockData } from '@/shared/blocks/load';
import type { MediaInfo } from '@/shared/content/media';
import type { PageTree } from '@/shared/content/types';
import { type Locale, isLocale } from '@/shared/locales';

export type ResolvedPageRequest =
  | { kind: 'unknown-host'; locale: Locale }
  | { kind: 'not-found'; site: SiteContext; locale: Locale; chrome: SiteChrome; media: ReadonlyMap<string, MediaInfo> }
  | { kind: 'redirect'; site: SiteContext; locale: Locale; location: string }
  | { kind: 'sign-in'; site: SiteContext; locale: Locale; next: string }
  | { kind: 'forbidden'; site: SiteContext; locale: Locale }
  | { kind: 'locked'; site: SiteContext; locale: Locale; tree: PageTree; chrome: SiteChrome }
  | {
      kind: 'page';
      site: SiteContext;
      locale: Locale;
      mode: 'live' | 'edit';
      tree: PageTree;
      chrome: SiteChrome;
      media: ReadonlyMap<string, MediaInfo>;
      /** What the page's sections declared in their definitions' `load`, by group id. */
      blockData: BlockData;
      user: SessionUser | null;
      /** Edit mode: the member's role and whether the site requires two-factor sign-in of its members. */
      member?: { role: MemberRole; requireTwoFactor: boolean };
      /** Edit route with `?version=`: a published version shown read-only instead of the draft. */
      preview?: VersionPreview;
      unlockCookie: { name: string; value: string } | null;
      /** The language the visitor asked for when the page is not live in it yet (shown in `locale`, the default). */
      untranslated?: Locale;
    };

/**
 * Everything a page request needs, from the request's headers (Host, cookies) and its path:
 * tenant by host, page by locale and path, edit access, password protection. Next's page reads it
 * through `resolvePageRequest`; the live renderer (src/app/_live-render) calls it directly.
 */
export async function resolvePage(
  requestHeaders: Headers,
  localeParam: string,
  segments: readonly string[],
  versionId: string | null = null,
): Promise<ResolvedPageRequest> {
  const db = getDb();
  const site = await resolveSiteByHost(requestHeaders.get('host'), db);
  if (!site) return { kind: 'unknown-host', locale: isLocale(localeParam) ? localeParam : 'en' };

  const result = await loadPageRequest(db, { site, locale: localeParam, segments });
  if (result.kind === 'not-found') return { ...result, site };
  if (result.kind === 'redirect') return { kind: 'redirect', site, locale: result.locale, location: result.location };
  const { locale, mode, tree, chrome, media, untranslated } = result;

  if (mode === 'edit') {
    const user = await getSessionUser(requestHeaders);
    const path = `/${[localeParam, ...segments].map(encodeURIComponent).join('/')}`;
    if (!user) return { kind: 'sign-in', site, locale, next: path };
    const member = await getMemberAccess(db, { userId: user.id, siteId: site.id });
    if (!member) return { kind: 'forbidden', site, locale };
    if (versionId) {
      const shown = await loadVersionPreview(db, { siteId: site.id, pageId: tree.page.id, versionId, chrome });
      if (!shown) return { ...(await loadNotFound(db, site, locale)), site };
      const blockData = await loadBlockData(
        {
          db,
          siteId: site.id,
          defaultLocale: site.defaultLocale,
          locale,
          mode: 'live',
          settings: shown.chrome.settings,
          branches: shown.chrome.business.branches,
        },
        shown.tree.groups,
      );
      return {
        kind: 'page',
        site,
        locale,
        mode,
        tree: shown.tree,
        chrome: shown.chrome,
        media: shown.media,
        blockData,
        user,
        member,
        unlockCookie: null,
        preview: shown.preview,
      };
    }
    const blockData = await loadBlockData(
      { db, siteId: site.id, defaultLocale: site.defaultLocale, locale, mode, settings: chrome.settings, branches: chrome.business.branches },
      tree.groups,
    );
    return { kind: 'page', site, locale, mode, tree, chrome, media, blockData, user, member, unlockCookie: null };
  }

  const passwordHash = tree.page.meta.passwordHash;
  let unlockCookie: { name: string; value: string } | null = null;
  if (passwordHash) {
    unlockCookie = {
      name: unlockCookieName(tree.page.id),
      value: unlockCookieValue({ pageId: tree.page.id, passwordHash, secret: getConfig().authSecret }),
    };
    const presented = readCookie(requestHeaders.get('cookie') ?? undefined, unlockCookie.name);
    if (!isUnlockCookieValid(presented, unlockCookie.value)) return { kind: 'locked', site, locale, tree, chrome };
  }
  // Loaded only once access is settled: a locked page's sections load nothing.
  const blockData = await loadBlockData(
    { db, siteId: site.id, defaultLocale: site.defaultLocale, locale, mode, settings: chrome.settings, branches: chrome.business.branches },
    tree.groups,
  );
  return { kind: 'page', site, locale, mode, tree, chrome, media, blockData, user: null, unlockCookie, ...(untranslated ? { untranslated } : {}) };
}
