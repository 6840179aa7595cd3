import { siteLogoId } from '@/shared/content/settings';
import type { MediaInfo } from '@/shared/content/media';
import type { SiteChrome } from '@/shared/content/site-chrome';
import type { Locale } from '@/shared/locales';
import { SiteBehaviourScript } from './behaviour/SiteBehaviourScript';
import { publicT, statusTexts } from './public-texts';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { themeStyle } from './theme-style';

type Props = { site: { name: string }; locale: Locale; chrome: SiteChrome; media: ReadonlyMap<string, MediaInfo> };

/**
 * A site's 404 in its own theme with its header and footer (issue 13), so a visitor who followed a
 * stale link finds the menu instead of a dead end. Always the published chrome.
 */
export function NotFoundPage({ site, locale, chrome, media }: Props) {
  const t = publicT(locale);
  const { title, text, homeLabel } = statusTexts('not-found', locale);
  const logoId = siteLogoId(chrome.settings);
  const logo = logoId ? (media.get(logoId) ?? null) : null;
  return (
    <div style={themeStyle(chrome.settings.theme)} className="relative isolate flex min-h-screen flex-col bg-background font-body text-text" data-mode="live">
      <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 text-black focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        {t('skipToContent')}
      </a>
      <SiteHeader siteName={site.name} chrome={chrome} locale={locale} mode="live" currentPageId="" logo={logo} />
      <SiteBehaviourScript />
      <main id="main" className="grid flex-1 place-items-center px-6 py-16">
        <div className="max-w-lg text-center">
          <h1 className="font-heading text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-4 text-lg opacity-80">{text}</p>
          <a href={`/${locale}`} className="mt-8 inline-block rounded-full bg-primary px-6 py-3 font-medium text-white shadow hover:opacity-90">
            {homeLabel}
          </a>
        </div>
      </main>
      <SiteFooter siteName={site.name} chrome={chrome} locale={locale} mode="live" logo={logo} />
    </div>
  );
}
