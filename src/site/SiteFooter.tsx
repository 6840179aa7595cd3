import { MediaImage } from '@/blocks/_shared/MediaImage';
import type { PageSummary, SiteChrome } from '@/shared/content/site-chrome';
import { pagePath } from '@/shared/content/links';
import type { MediaInfo } from '@/shared/content/media';
import { footerBranchOf, footerHoursOf } from '@/shared/content/footer-branch';
import type { SiteSettings } from '@/shared/content/settings';
import type { Locale } from '@/shared/locales';
import { LOGO_HEIGHT_CLASS, LOGO_TEXT_CLASS } from './header/logo';
import { publicT } from './public-texts';
import { trackingScripts } from './chrome/tracking';
import { FooterHours, SocialLinks } from './footer-extras';

type Props = { siteName: string; chrome: SiteChrome; locale: Locale; mode: 'live' | 'edit'; logo?: MediaInfo | null };

const LEGAL_KEYS = ['~imprint', '~privacy', '~terms', '~contact'] as const;

/** Footer background and a readable text colour for it. */
export const FOOTER_COLOR_CLASS: Record<SiteSettings['appearance']['footerColor'], string> = {
  primary: 'bg-primary text-white',
  secondary: 'bg-secondary text-black',
  background: 'bg-background text-text border-t border-black/10',
  header: 'bg-header text-white',
};

/** A tel: href with the number stripped to digits (a leading + kept), or null without digits. */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * The business data the footer shows. With "use business data" on: the business profile's branch
 * (spec "business data from the look-up"); off: the footer's own inputs. The contact overrides
 * (company name, e-mail) come first either way, the site name last.
 */
export function footerBusiness(chrome: SiteChrome, siteName: string) {
  const { footer, contact } = chrome.settings;
  const branch = footer.useBusinessDataFromLookUp ? footerBranchOf(chrome.settings, chrome.business.branches) : null;
  const own = footer.useBusinessDataFromLookUp
    ? {
        street: branch ? [branch.street, branch.streetNumber].filter(Boolean).join(' ') : '',
        postcode: branch?.postcode ?? '',
        city: branch?.city ?? '',
        phone: branch?.phone ?? '',
        email: branch ? branch.emailOverride || branch.email : '',
      }
    : footer;
  const email = (contact.email || own.email).trim();
  return {
    name: contact.companyName.trim() || (footer.useBusinessDataFromLookUp ? chrome.business.companyName.trim() : '') || siteName,
    street: own.street.trim(),
    place: [own.postcode.trim(), own.city.trim()].filter(Boolean).join(' '),
    phone: own.phone.trim(),
    email: /^[^\s@]+@[^\s@]+$/.test(email) ? email : '',
  };
}

/** Business data from settings, the legal pages (terms when enabled), in the footer colour. */
export function SiteFooter({ siteName, chrome, locale, mode, logo }: Props) {
  const { footer, appearance } = chrome.settings;
  const t = publicT(locale);
  const asksConsent = mode === 'live' && chrome.settings.tracking.requireConsent && trackingScripts(chrome.settings.tracking).length > 0;
  const business = footerBusiness(chrome, siteName);
  // Its own, else its branch's from the business profile: a change in "Betrieb" shows at once.
  const hours = footerHoursOf(chrome.settings, chrome.business.branches)?.hours ?? null;
  const tel = business.phone ? telHref(business.phone) : null;
  const legal = LEGAL_KEYS.filter((key) => key !== '~terms' || footer.showTerms)
    .map((key) => [...chrome.pages.values()].find((page) => page.specialKey === key))
    .filter((page): page is PageSummary => page !== undefined && !page.disallowedLanguages.includes(locale))
    .map((page) => ({ href: pagePath({ locale, mode, page }), label: page.name[locale] }))
    .filter((link): link is { href: string; label: string } => Boolean(link.href && link.label));
  return (
    <footer className={`${FOOTER_COLOR_CLASS[appearance.footerColor]} ${footer.upperCase ? 'uppercase tracking-wide' : ''}`}>
      <div className="mx-auto grid max-w-6xl gap-6 px-6 py-10 text-sm sm:grid-cols-2">
        <address className="not-italic">
          {logo ? (
            <MediaImage
              media={logo}
              alt={business.name}
              sizes="240px"
              className={`${LOGO_HEIGHT_CLASS[footer.logoSize]} mb-3 w-auto max-w-60 object-contain`}
            />
          ) : (
            <p className={`font-heading font-semibold ${LOGO_TEXT_CLASS[footer.logoSize]}`}>{business.name}</p>
          )}
          {business.street ? <p>{business.street}</p> : null}
          {business.place ? <p>{business.place}</p> : null}
          {tel ? (
            <p>
              <span className="sr-only">{t('footer.phone')}: </span>
              <a className="underline-offset-4 hover:underline" href={tel}>
                {business.phone}
              </a>
            </p>
          ) : null}
          {business.email ? (
            <p>
              <span className="sr-only">{t('footer.email')}: </span>
              <a className="underline-offset-4 hover:underline" href={`mailto:${business.email}`}>
                {business.email}
              </a>
            </p>
          ) : null}
          {hours ? <FooterHours hours={hours} locale={locale} /> : null}
          <SocialLinks accounts={chrome.settings.socialAccounts} locale={locale} />
        </address>
        <nav aria-label={t('footer.legalNavigation')} className="sm:justify-self-end">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {legal.map((link) => (
              <li key={link.href}>
                <a className="underline-offset-4 hover:underline" href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
            {asksConsent ? (
              <li>
                {/* Shows the consent banner again (the site behaviour script); inert without JavaScript, like the banner. */}
                <button type="button" data-consent-open="" className="underline-offset-4 hover:underline">
                  {t('consent.settings')}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
