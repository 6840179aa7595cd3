import type { ReactNode } from 'react';
import { BlockList } from '@/blocks/BlockRenderer';
import type { EditorComponents, RenderContext } from '@/blocks/types';
import { publicDictionary } from '@/shared/i18n/public-dictionary';
import type { ResolvedPageRequest } from './resolve-page-request';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { themeStyle } from './theme-style';

type Props = {
  resolved: Extract<ResolvedPageRequest, { kind: 'page' }>;
  /** The edit route's editing components (RenderContext.editor); never set on live pages. */
  editor?: EditorComponents;
  /** Rendered at the top of <main>, before the first section: the edit route's first add-section control. */
  pageStart?: ReactNode;
};

/**
 * A site page: theme, header, the page's blocks, footer. Live, or the draft on the edit route,
 * which passes its editing components in; this module imports no editor code.
 */
export function SitePage({ resolved, editor, pageStart }: Props) {
  const { site, locale, mode, tree, chrome } = resolved;
  const t = publicDictionary(locale);
  const ctx: RenderContext = {
    locale,
    mode,
    site: { id: site.id, name: site.name, defaultLocale: site.defaultLocale },
    pages: chrome.pages,
    media: resolved.media,
    ...(editor && mode === 'edit' ? { editor } : {}),
  };
  return (
    <div style={themeStyle(chrome.settings.theme)} className="flex min-h-screen flex-col bg-background font-body text-text" data-mode={mode}>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-black focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t.skipToContent}
      </a>
      <SiteHeader siteName={site.name} chrome={chrome} locale={locale} mode={mode} currentPageId={tree.page.id} />
      <main id="main" className="flex-1" data-page-id={tree.page.id}>
        {pageStart}
        <BlockList groups={tree.groups} ctx={ctx} />
      </main>
      <SiteFooter siteName={site.name} chrome={chrome} locale={locale} mode={mode} />
    </div>
  );
}
