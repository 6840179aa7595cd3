import { siteLogoId } from '@/shared/content/settings';
import type { ReactNode } from 'react';
import { BlockList } from '@/blocks/BlockRenderer';
import { pageHeadingGroup } from '@/blocks/_shared/page-heading';
import type { EditorComponents, GameComponents, RenderContext } from '@/blocks/types';
import type { FormReturn } from '@/shared/schemas/forms/form-return';
import type { PageView } from '@/shared/content/page-view';
import type { BlockLabels } from '@/shared/i18n/block-labels';
import type { Locale } from '@/shared/locales';
import { bookingBranch } from '@/shared/booking/booking-branch';
import { BookingButton } from './booking/BookingButton';
import { DecorativeOverlay } from './chrome/DecorativeOverlay';
import { SiteBehaviourScript } from './behaviour/SiteBehaviourScript';
import { ProgressBar } from './chrome/ProgressBar';
import { publicT } from './public-texts';
import { Tracking } from './chrome/Tracking';
import { SiteFooter } from './SiteFooter';
import { SiteHeader, underHeaderClass } from './SiteHeader';
import { themeStyle } from './theme-style';
import { UntranslatedNote } from './UntranslatedNote';

type Props = {
  /**
   * The page as the server's page loader resolved it. `untranslated`: the language the visitor
   * asked for when the page is not live in it yet; the page then shows in `locale` (the default).
   */
  resolved: PageView & { untranslated?: Locale };
  /** The edit route's editing components (RenderContext.editor); never set on live pages. */
  editor?: EditorComponents;
  /** Block and slot names in the editor's language for empty-slot placeholders (RenderContext.labels); edit route only. */
  labels?: BlockLabels;
  /** The game's islands (RenderContext.game), passed by the app routes: site views import no game code. */
  game?: GameComponents;
  /** Rendered at the top of <main>, before the first section: the edit route's first add-section control. */
  pageStart?: ReactNode;
  /** Rendered at the end of <main>, after the last section: the search page's results. */
  pageEnd?: ReactNode;
  /** The outcome of a form posted without JavaScript (RenderContext.formReturn); live pages only. */
  formReturn?: FormReturn | null;
};

/**
 * A site page: theme, header, the page's blocks, footer. Live, or the draft on the edit route,
 * which passes its editing components in; this module imports no editor code.
 */
export function SitePage({ resolved, editor, labels, game, pageStart, pageEnd, formReturn }: Props) {
  const { site, locale, mode, tree, chrome, untranslated } = resolved;
  const t = publicT(locale);
  const ctx: RenderContext = {
    locale,
    mode,
    site: { id: site.id, name: site.name, defaultLocale: site.defaultLocale },
    pages: chrome.pages,
    media: resolved.media,
    data: resolved.blockData,
    ...(game ? { game } : {}),
    ...(editor && mode === 'edit' ? { editor } : {}),
    ...(labels && mode === 'edit' ? { labels } : {}),
    ...(formReturn && mode === 'live' ? { formReturn } : {}),
    pageHeading: pageHeadingGroup(tree.groups, locale),
  };
  const { appearance } = chrome.settings;
  // The logo's media, once the page request loads it alongside the page's own media.
  const logoId = siteLogoId(chrome.settings);
  const logo = logoId ? (resolved.media.get(logoId) ?? null) : null;
  return (
    // `lang`: <html lang> follows the URL, which names the requested language when the page is
    // shown untranslated; what renders here is in `locale`, and screen readers must read it so.
    <div
      lang={locale}
      style={themeStyle(chrome.settings.theme)}
      className="relative isolate flex min-h-screen flex-col bg-background font-body text-text"
      data-mode={mode}
    >
      {appearance.progressBar ? <ProgressBar /> : null}
      <DecorativeOverlay appearance={appearance} />
      <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 text-black focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        {t('skipToContent')}
      </a>
      <SiteHeader siteName={site.name} chrome={chrome} locale={locale} mode={mode} currentPageId={tree.page.id} logo={logo} languages={site.locales} />
      <SiteBehaviourScript />
      <main id="main" lang={locale} className="flex-1" data-page-id={tree.page.id}>
        {untranslated && untranslated !== locale ? (
          <div className={`bg-secondary/10 ${underHeaderClass(chrome.settings)}`}>
            <UntranslatedNote requested={untranslated} shown={locale} />
          </div>
        ) : null}
        {/* No section has a title: the page's one h1 is its name, for screen readers and search engines. */}
        {ctx.pageHeading === null ? <h1 className="sr-only">{tree.page.meta.name[locale] || site.name}</h1> : null}
        {pageStart}
        <BlockList groups={tree.groups} ctx={ctx} />
        {pageEnd}
      </main>
      <SiteFooter siteName={site.name} chrome={chrome} locale={locale} mode={mode} logo={logo} />
      <BookingButton settings={chrome.settings} locale={locale} pages={chrome.pages} mode={mode} branch={bookingBranch(chrome.business.branches)} />
      {mode === 'live' ? <Tracking tracking={chrome.settings.tracking} locale={locale} /> : null}
    </div>
  );
}
