import type { PageSummary, SiteChrome } from '@/server/services/rendering/load-page-request';
import { pagePath } from '@/shared/content/links';
import { publicDictionary } from '@/shared/i18n/public-dictionary';
import type { Locale } from '@/shared/locales';

type Props = { siteName: string; chrome: SiteChrome; locale: Locale; mode: 'live' | 'edit' };

const LEGAL_KEYS = ['~imprint', '~privacy', '~terms', '~contact'] as const;

/** Business data from settings and the legal pages. */
export function SiteFooter({ siteName, chrome, locale, mode }: Props) {
  const footer = chrome.settings.footer;
  const legal = LEGAL_KEYS.filter((key) => key !== '~terms' || footer.showTerms)
    .map((key) => [...chrome.pages.values()].find((page) => page.specialKey === key))
    .filter((page): page is PageSummary => page !== undefined && !page.disallowedLanguages.includes(locale))
    .map((page) => ({ href: pagePath({ locale, mode, page }), label: page.name[locale] }))
    .filter((link): link is { href: string; label: string } => Boolean(link.href && link.label));
  const address = [footer.street, [footer.postcode, footer.city].filter(Boolean).join(' ')].filter(Boolean);
  return (
    <footer className={`bg-header text-white/90 ${footer.upperCase ? 'uppercase tracking-wide' : ''}`}>
      <div className="mx-auto grid max-w-6xl gap-6 px-6 py-10 text-sm sm:grid-cols-2">
        <div>
          <p className="font-heading text-base font-semibold text-white">{siteName}</p>
          {address.map((line) => (
            <p key={line}>{line}</p>
          ))}
          {footer.phone ? (
            <p>
              <a className="hover:underline" href={`tel:${footer.phone.replace(/[^\d+]/g, '')}`}>
                {footer.phone}
              </a>
            </p>
          ) : null}
          {footer.email ? (
            <p>
              <a className="hover:underline" href={`mailto:${footer.email}`}>
                {footer.email}
              </a>
            </p>
          ) : null}
        </div>
        <nav aria-label={publicDictionary(locale).legalNavigation} className="sm:justify-self-end">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {legal.map((link) => (
              <li key={link.href}>
                <a className="hover:underline" href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
