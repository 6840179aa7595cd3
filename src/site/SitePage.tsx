import { BlockList } from '@/blocks/BlockRenderer';
import type { RenderContext } from '@/blocks/types';
import { pagePath } from '@/shared/content/links';
import { publicDictionary } from '@/shared/i18n/public-dictionary';
import { EditBar } from './EditBar';
import type { ResolvedPageRequest } from './resolve-page-request';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { themeStyle } from './theme-style';

type Props = { resolved: Extract<ResolvedPageRequest, { kind: 'page' }> };

/** A site page: theme, header, the page's blocks, footer — live or (for members) in edit mode. */
export function SitePage({ resolved }: Props) {
  const { site, locale, mode, tree, chrome, user } = resolved;
  const t = publicDictionary(locale);
  const ctx: RenderContext = { locale, mode, site: { id: site.id, name: site.name, defaultLocale: site.defaultLocale }, pages: chrome.pages };
  const liveHref =
    pagePath({ locale, mode: 'live', page: { slug: tree.page.slug, collection: tree.page.collection, specialKey: tree.page.specialKey } }) ??
    `/${locale}`;
  return (
    <div style={themeStyle(chrome.settings.theme)} className="flex min-h-screen flex-col bg-background font-body text-text" data-mode={mode}>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-black focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t.skipToContent}
      </a>
      {mode === 'edit' && user ? <EditBar user={user} liveHref={liveHref} t={t} /> : null}
      <SiteHeader siteName={site.name} chrome={chrome} locale={locale} mode={mode} currentPageId={tree.page.id} />
      <main id="main" className="flex-1" data-page-id={tree.page.id}>
        <BlockList groups={tree.groups} ctx={ctx} />
      </main>
      <SiteFooter siteName={site.name} chrome={chrome} locale={locale} mode={mode} />
    </div>
  );
}
