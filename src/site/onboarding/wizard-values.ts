import { type Locale, isLocale } from '@/shared/locales';
import type { NewSiteValues } from './NewSiteForm.client';

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/**
 * The wizard's starting values: what a post without JavaScript came back with, else a fresh form
 * in the page's language (that language chosen and default, an optician, the optician template).
 */
export function wizardValues(returned: Record<string, unknown> | null, locale: Locale): NewSiteValues {
  if (!returned) return { businessName: '', slug: '', locales: [locale], defaultLocale: locale, businessKind: 'optician', start: 'optician' };
  const locales = Array.isArray(returned.locales) ? returned.locales.filter(isLocale) : [];
  const defaultLocale = isLocale(returned.defaultLocale) ? returned.defaultLocale : locale;
  return {
    businessName: text(returned.businessName),
    slug: text(returned.slug),
    locales,
    defaultLocale,
    businessKind: text(returned.businessKind),
    start: text(returned.start),
  };
}
