import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { permanentRedirect, redirect } from 'next/navigation';
import '@/editor/editor.css';
import { editorComponents } from '@/editor/editor-components';
import { EditorShell } from '@/editor/EditorShell';
import { AddSectionButton } from '@/editor/sections/AddSectionButton';
import { gameComponents } from '@/game/game-components';
import { getDb } from '@/server/db/client';
import { buildEditorEnvironment, loadEditorBranches } from '@/server/services/editor/editor-environment';
import { cacheTagsForPage } from '@/server/platform/cache-tags';
import { type RenderReport, reportRender } from '@/server/platform/render-report';
import { REQUEST_ID_HEADER } from '@/server/platform/request-headers';
import { resolveEditorLanguage } from '@/server/services/users/resolve-editor-language';
import { pagePath } from '@/shared/content/links';
import { blockLabels } from '@/shared/i18n/block-labels';
import { pageMetadata } from '@/server/services/rendering/page-metadata';
import { statusTexts } from '@/site/public-texts';
import { resolvePageRequest } from '@/server/services/rendering/resolve-page-request';
import { NotFoundPage } from '@/site/NotFoundPage';
import { SitePage } from '@/site/SitePage';
import { StatusView } from '@/site/StatusView';
import { VERSION_PREVIEW_PARAM } from '@/shared/schemas/site-structure';
import { can } from '@/shared/permissions';
import { getTranslator } from '@/shared/i18n/catalogues';
import type { EditorLocale } from '@/shared/i18n/config';
import { lacksRequiredTwoFactor } from '@/server/services/members/get-membership';

/** Above the page of a suspended site: why nothing can be edited (the toolbar's writes are refused with the same reason). */
function SuspendedNotice({ language }: { language: EditorLocale }) {
  const t = getTranslator(language, 'editorToolbar');
  return (
    <div role="status" data-site-suspended="" className="border-b border-amber-300 bg-amber-50 px-6 py-4 text-amber-950">
      <p className="font-semibold">{t('suspendedNotice.title')}</p>
      <p className="mt-1 text-sm">{t('suspendedNotice.text')}</p>
    </div>
  );
}

type Props = { params: Promise<{ locale: string; path?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `?version=<id>`: a published version of the page, read-only (version history). */
async function versionParam(searchParams: Props['searchParams']): Promise<string | null> {
  const value = (await searchParams)[VERSION_PREVIEW_PARAM];
  return typeof value === 'string' && value ? value : null;
}

export const dynamic = 'force-dynamic';

/**
 * The edit route: /{locale}/edit[/{collection}]/{slug}. A route of its own so the live route
 * never imports editor code. Access is checked by resolvePageRequest exactly as before; the draft
 * renders with the editing components injected and the toolbar around it. Never cached.
 */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, path = [] } = await params;
  return pageMetadata(await resolvePageRequest(locale, ['edit', ...path], await versionParam(searchParams)));
}

export default async function EditPage({ params, searchParams }: Props) {
  const { locale, path = [] } = await params;
  const resolved = await resolvePageRequest(locale, ['edit', ...path], await versionParam(searchParams));
  const requestHeaders = await headers();
  const requestId = requestHeaders.get(REQUEST_ID_HEADER);
  const uncached: RenderReport = { cacheable: false, tags: [], locale: resolved.locale, unlockCookie: null };

  switch (resolved.kind) {
    case 'unknown-host':
      reportRender(requestId, { ...uncached, status: 404 });
      return <StatusView {...statusTexts('unknown-site', resolved.locale)} />;
    case 'not-found':
      reportRender(requestId, { ...uncached, status: 404 });
      return <NotFoundPage site={resolved.site} locale={resolved.locale} chrome={resolved.chrome} media={resolved.media} />;
    case 'sign-in':
      redirect(`/${resolved.locale}/login?next=${encodeURIComponent(resolved.next)}`);
      break;
    case 'redirect':
      // An old slug of a page (308): not reported, so the page cache never stores it.
      permanentRedirect(resolved.location);
      break;
    case 'forbidden':
      reportRender(requestId, { ...uncached, status: 403 });
      return <StatusView {...statusTexts('forbidden', resolved.locale)} homeHref={`/${resolved.locale}`} />;
    case 'locked':
      // Edit paths skip page passwords (members only); kept for an exhaustive switch.
      reportRender(requestId, { ...uncached, status: 401 });
      return <StatusView {...statusTexts('locked', resolved.locale)} />;
    case 'page': {
      const { site, tree, user, member } = resolved;
      if (resolved.mode !== 'edit' || !user || !member) redirect(`/${resolved.locale}/login?next=${encodeURIComponent(`/${locale}/edit/${path.join('/')}`)}`);
      const editorLanguage = await resolveEditorLanguage(getDb(), { userId: user.id, siteDefault: site.defaultLocale });
      if (lacksRequiredTwoFactor(member, user)) {
        // The site requires two-factor sign-in: the account page (open to them) is where to turn it on.
        reportRender(requestId, { ...uncached, status: 403 });
        const t = getTranslator(editorLanguage, 'editorTeam');
        return (
          <StatusView
            title={t('twoFactorRequired.title')}
            text={t('twoFactorRequired.text')}
            homeHref={`/${resolved.locale}/account`}
            homeLabel={t('twoFactorRequired.action')}
          />
        );
      }
      reportRender(requestId, { ...uncached, tags: cacheTagsForPage(site.id, tree.page.id) });
      const environment = { ...buildEditorEnvironment(resolved, editorLanguage, member.role), branches: await loadEditorBranches(resolved) };
      const liveHref =
        pagePath({
          locale: resolved.locale,
          mode: 'live',
          page: { slug: tree.page.slug, collection: tree.page.collection, specialKey: tree.page.specialKey },
        }) ?? `/${resolved.locale}`;
      // A version preview renders the snapshot as visitors saw it: no editing components, no markers;
      // so does the draft for a member who may not edit pages (an optician), and any draft of a
      // suspended site (read only: its API refuses every write, see refuse-suspended-writes.ts).
      const page =
        resolved.preview || site.suspended || !can(member.role, 'content.edit') ? (
          <SitePage resolved={{ ...resolved, mode: 'live' }} game={gameComponents} />
        ) : (
          <SitePage
            resolved={resolved}
            editor={editorComponents}
            labels={blockLabels(environment.messages.editorBlocks, editorLanguage)}
            game={gameComponents}
            pageStart={<AddSectionButton nextTo={null} emptyPage={tree.groups.length === 0} />}
          />
        );
      return (
        <EditorShell environment={environment} userEmail={user.email} liveHref={liveHref}>
          {site.suspended ? <SuspendedNotice language={editorLanguage} /> : null}
          {page}
        </EditorShell>
      );
    }
  }
}
