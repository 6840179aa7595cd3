import Negotiator from 'negotiator';
import { PUBLIC_LOCALES } from '@/shared/i18n/config';
import { type Locale, isLocale } from '@/shared/locales';
import { getTranslator } from '@/shared/i18n/catalogues';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);

/**
 * A self-contained page for hosts no tenant owns: says so, and never shows another site. There is
 * no site to take a language from, so the visitor's Accept-Language picks one of the ten.
 */
export function unknownSiteHtml(acceptLanguage: string | null): string {
  const negotiated = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).language([...PUBLIC_LOCALES]);
  const locale: Locale = isLocale(negotiated) ? negotiated : 'en';
  const t = getTranslator(locale, 'public');
  return plainStatusHtml(locale, t('status.unknownSiteTitle'), t('status.unknownSiteText'));
}

/**
 * A suspended site's page (the platform console suspended it): neutral, in the site's language,
 * nothing of the site itself (no name, no theme), so it says nothing about why.
 */
export function suspendedSiteHtml(locale: Locale): string {
  const t = getTranslator(locale, 'public');
  return plainStatusHtml(locale, t('status.suspendedTitle'), t('status.suspendedText'));
}

/** A full status page with its own inline style: nothing else loads (no theme, no scripts). */
function plainStatusHtml(locale: Locale, title: string, text: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f5f7fa;color:#1d2433}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.75rem}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`;
}
