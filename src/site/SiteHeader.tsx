import type { PageSummary, SiteChrome } from '@/server/services/rendering/load-page-request';
import { pagePath } from '@/shared/content/links';
import { publicDictionary } from '@/shared/i18n/public-dictionary';
import type { Locale } from '@/shared/locales';

type Props = { siteName: string; chrome: SiteChrome; locale: Locale; mode: 'live' | 'edit'; currentPageId: string };


type NavLink = { id: string; label: string; href: string; current: boolean };

function toLink(pageId: string | null | undefined, props: Props, label?: string): NavLink | null {
  if (!pageId) return null;
  const page: PageSummary | undefined = props.chrome.pages.get(pageId);
  if (!page || page.disallowedLanguages.includes(props.locale)) return null;
  const href = pagePath({ locale: props.locale, mode: props.mode, page });
  const text = label || page.name[props.locale];
  if (!href || !text) return null;
  return { id: pageId, label: text, href, current: pageId === props.currentPageId };
}

/** Site name and the published navigation (the full header behaviour comes with the site chrome). */
export function SiteHeader(props: Props) {
  const { chrome, locale, mode, siteName } = props;
  const home = [...chrome.pages.entries()].find(([, page]) => page.specialKey === '~home');
  const homeHref = home ? pagePath({ locale, mode, page: home[1] }) : `/${locale}`;
  const upper = chrome.settings.header.upperCase ? 'uppercase tracking-wide' : '';
  const bold = chrome.settings.header.boldHeaderFont ? 'font-bold' : 'font-medium';
  const items = chrome.navigation.containers
    .map((container) => {
      const children = container.children.map((child) => toLink(child.pageId, props)).filter((l): l is NavLink => l !== null);
      const own = toLink(container.pageId, props, container.label[locale]);
      // A single child is shown as a direct link (spec §2.3).
      if (!own && children.length === 1) return { ...children[0]!, label: container.label[locale] || children[0]!.label, children: [] };
      return own ? { ...own, children } : children.length ? { id: container.id, label: container.label[locale] ?? '', href: children[0]!.href, current: children.some((c) => c.current), children } : null;
    })
    .filter((item) => item !== null);

  return (
    <header className="bg-header text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-6 py-5">
        <a href={homeHref ?? `/${locale}`} className="font-heading text-xl font-semibold tracking-tight">
          {siteName}
        </a>
        <nav aria-label={publicDictionary(locale).mainNavigation}>
          <ul className={`flex flex-wrap items-center gap-x-6 gap-y-2 text-sm ${upper} ${bold}`}>
            {items.map((item) => (
              <li key={item.id} className="group relative">
                <a
                  href={item.href}
                  aria-current={item.current ? 'page' : undefined}
                  className="rounded px-1 py-1 underline-offset-8 hover:underline aria-[current=page]:underline aria-[current=page]:decoration-secondary aria-[current=page]:decoration-2"
                >
                  {item.label}
                </a>
                {item.children.length > 1 ? (
                  <ul className="invisible absolute right-0 top-full z-20 min-w-48 rounded-md bg-white p-2 text-text shadow-lg group-focus-within:visible group-hover:visible">
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <a href={child.href} aria-current={child.current ? 'page' : undefined} className="block rounded px-3 py-2 hover:bg-black/5">
                          {child.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
