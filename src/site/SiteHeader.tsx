import { Search, UserRound } from 'lucide-react';
import { MediaImage } from '@/blocks/_shared/MediaImage';
import type { SiteChrome } from '@/shared/content/site-chrome';
import type { MediaInfo } from '@/shared/content/media';
import type { Locale } from '@/shared/locales';
import { languageLinks } from './header/language-links';
import { LanguageList, LanguageMenu } from './header/LanguageSwitcher';
import { LOGO_HEIGHT_CLASS, LOGO_TEXT_CLASS, loginHref } from './header/logo';
import { MobileMenu } from './header/MobileMenu';
import { NavDisclosure } from './header/NavDisclosure';
import { buildNavItems, homePath, type NavLink } from './header/nav-items';
import { searchHref } from './header/search';
import { SearchBar } from './header/SearchBar';
import { publicT } from './public-texts';

type Props = {
  siteName: string;
  chrome: SiteChrome;
  locale: Locale;
  mode: 'live' | 'edit';
  currentPageId: string;
  /** The logo's media (settings.header.logoMediaId); without it the site name is shown. */
  logo?: MediaInfo | null;
  /** The site's languages, for the language switcher; without them (or with one) there is none. */
  languages?: readonly Locale[];
};

export const MOBILE_MENU_ID = 'site-menu';
export const SEARCH_BAR_ID = 'site-search';
export const LANGUAGE_MENU_ID = 'site-languages';

const LINK =
  'inline-flex min-h-11 items-center rounded px-1 py-1 underline-offset-8 hover:underline aria-[current=page]:underline aria-[current=page]:decoration-secondary aria-[current=page]:decoration-2';
const CHILD_LINK = 'block rounded px-3 py-2 hover:bg-black/5 aria-[current=page]:font-semibold aria-[current=page]:underline';
const ICON = 'inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-white/10';

/**
 * Where the header sits: opaque in the flow, transparent over the first section (opaque on mobile if set).
 * With the mobile menu open (the body's `data-menu-open`), the header and its menu rise above
 * everything fixed on the page — the game's drawer, the floating booking button (z-40).
 */
export function headerClass(appearance: SiteChrome['settings']['appearance']): string {
  const base =
    'z-40 [body[data-menu-open=true]_&]:z-[60] w-full text-white transition-[translate,background-color] duration-300 data-[hidden=true]:-translate-y-full motion-reduce:transition-none';
  if (appearance.header === 'opaque') return `${base} sticky top-0 bg-header`;
  if (appearance.opaqueHeaderOnMobile) {
    return `${base} sticky top-0 bg-header md:fixed md:inset-x-0 md:bg-transparent md:data-[scrolled=true]:bg-header`;
  }
  return `${base} fixed inset-x-0 top-0 bg-transparent data-[scrolled=true]:bg-header`;
}

/**
 * How the header is pinned (mirrors headerClass), for the styles without JavaScript (globals.css):
 * there nothing slides it away, so it scrolls with the page — sticky becomes relative, fixed absolute.
 */
export function headerPin(appearance: SiteChrome['settings']['appearance']): 'sticky' | 'sticky-mobile' | 'fixed' {
  if (appearance.header === 'opaque') return 'sticky';
  return appearance.opaqueHeaderOnMobile ? 'sticky-mobile' : 'fixed';
}

/**
 * Top padding for content that must not disappear under a fixed (transparent) header: the
 * header's height, from its one row (44 px controls or the logo, plus py-4) or, with a centred
 * logo on desktop, two rows. None where the header takes its own place in the flow.
 */
export function underHeaderClass(settings: Pick<SiteChrome['settings'], 'appearance' | 'header'>): string {
  const { appearance, header } = settings;
  if (appearance.header === 'opaque') return '';
  const row = { small: 'pt-19', medium: 'pt-20', large: 'pt-24' }[header.logoSize];
  const desktop = header.logoPosition === 'center' ? { small: 'md:pt-29', medium: 'md:pt-33', large: 'md:pt-37' }[header.logoSize] : `md:${row}`;
  return appearance.opaqueHeaderOnMobile ? desktop : `${row} ${desktop}`;
}

function ChildLinks({ links }: { links: NavLink[] }) {
  return (
    <ul className="mt-2 flex flex-col gap-1 pl-4 md:mt-0 md:pl-0">
      {links.map((child) => (
        <li key={child.id}>
          <a href={child.href} aria-current={child.current ? 'page' : undefined} className={CHILD_LINK}>
            {child.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The site header: logo or name, the main navigation (bar on desktop, menu on mobile, dropdowns
 * for children), the language switcher (a dropdown on desktop, a list in the mobile menu), search
 * and an optional login icon. Server-rendered HTML that works without JavaScript; the menu,
 * dropdowns (the language one too), search bar and hide-on-scroll are enhanced by the page's one
 * small inline script (src/site/behaviour), not by React islands.
 */
export function SiteHeader(props: Props) {
  const { chrome, locale, mode, siteName, currentPageId, logo, languages = [] } = props;
  const { header, appearance } = chrome.settings;
  const t = publicT(locale);
  const items = buildNavItems({ chrome, locale, mode, currentPageId });
  const login = loginHref(header.loginPage, locale);
  const languageList = languageLinks({ page: chrome.pages.get(currentPageId), locale, mode, siteLocales: languages });
  const languageTexts = { choose: t('language.choose'), current: t('language.current', { code: locale.toUpperCase() }) };
  const centered = header.logoPosition === 'center';
  const text = `${header.upperCase ? 'uppercase tracking-wide' : ''} ${header.boldHeaderFont ? 'font-bold' : 'font-medium'}`;

  return (
    <header data-site-header="" data-pin={headerPin(appearance)} data-hidden="false" data-scrolled="false" className={headerClass(appearance)}>
      <div className={`relative mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-6 py-4 ${centered ? 'md:justify-center' : ''}`}>
        <a
          href={homePath({ chrome, locale, mode })}
          className={`inline-flex items-center rounded font-heading font-semibold tracking-tight ${LOGO_TEXT_CLASS[header.logoSize]} ${
            appearance.showLogoOnMobile ? '' : 'hidden md:inline-flex'
          } ${centered ? 'md:basis-full md:justify-center' : ''} ${header.upperCase ? 'uppercase' : ''}`}
        >
          {logo ? (
            <MediaImage
              media={logo}
              alt={siteName}
              sizes="240px"
              loading="eager"
              className={`${LOGO_HEIGHT_CLASS[header.logoSize]} w-auto max-w-60 object-contain`}
            />
          ) : (
            siteName
          )}
        </a>
        <nav aria-label={t('header.mainNavigation')} className={`order-last ml-auto flex items-center md:order-none ${centered ? 'md:ml-0' : ''}`}>
          <MobileMenu id={MOBILE_MENU_ID} openLabel={t('header.openMenu')} closeLabel={t('header.closeMenu')} label={t('header.menu')}>
            <ul className={`flex flex-col gap-4 text-lg md:flex-row md:flex-wrap md:items-center md:gap-x-6 md:gap-y-1 md:text-sm ${text}`}>
              {items.map((item) => (
                <li key={item.id}>
                  {item.children.length > 0 ? (
                    <NavDisclosure
                      id={`nav-${item.id}`}
                      label={item.label}
                      toggleLabel={t('header.submenu', { item: item.label })}
                      current={item.current}
                      link={
                        item.href ? (
                          <a href={item.href} aria-current={item.current && !item.children.some((c) => c.current) ? 'page' : undefined} className={LINK}>
                            {item.label}
                          </a>
                        ) : null
                      }
                    >
                      <ChildLinks links={item.children} />
                    </NavDisclosure>
                  ) : item.href ? (
                    <a href={item.href} aria-current={item.current ? 'page' : undefined} className={LINK}>
                      {item.label}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
            <LanguageList links={languageList} texts={languageTexts} />
          </MobileMenu>
        </nav>
        <div className={`flex items-center gap-1 ${centered ? '' : 'ml-auto md:ml-0'}`}>
          <LanguageMenu id={LANGUAGE_MENU_ID} links={languageList} texts={languageTexts} />
          <div className="hidden md:inline-flex">
            <SearchBar
              id={SEARCH_BAR_ID}
              locale={locale}
              texts={{
                open: t('header.openSearch'),
                close: t('header.closeSearch'),
                label: t('header.searchLabel'),
                placeholder: t('header.searchPlaceholder'),
                submit: t('header.searchSubmit'),
              }}
            />
          </div>
          <a href={searchHref(locale)} aria-label={t('header.search')} data-search-link="" className={`${ICON} md:hidden`}>
            <Search aria-hidden="true" className="h-5 w-5" />
          </a>
          {login ? (
            <a href={login} aria-label={t('header.login')} className={ICON}>
              <UserRound aria-hidden="true" className="h-5 w-5" />
            </a>
          ) : null}
        </div>
      </div>
    </header>
  );
}
