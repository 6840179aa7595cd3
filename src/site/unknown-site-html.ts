import Negotiator from 'negotiator';
import { type Locale, isLocale } from '@/shared/locales';
import { publicDictionary } from '@/shared/i18n/public-dictionary';

/** A self-contained page for hosts no tenant owns: says so, and never shows another site. */
export function unknownSiteHtml(acceptLanguage: string | null): string {
  const negotiated = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).language(['de', 'fr', 'it', 'en']);
  const locale: Locale = isLocale(negotiated) ? negotiated : 'en';
  const t = publicDictionary(locale);
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${t.unknownSiteTitle}</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f5f7fa;color:#1d2433}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.75rem}</style></head><body><main><h1>${t.unknownSiteTitle}</h1><p>${t.unknownSiteText}</p></main></body></html>`;
}
