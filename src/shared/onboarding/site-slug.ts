import { toSlug } from '../content/slug';

/** A site address label: what `{slug}.{PLATFORM_DOMAIN}` may start with. */
export const SITE_SLUG_MIN = 3;
export const SITE_SLUG_MAX = 40;
export const SITE_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * Labels no business may take: the platform's own services and words people would trust as the
 * platform's (slug squatting). The server adds the labels of PLATFORM_DOMAIN itself.
 */
export const RESERVED_SITE_SLUGS: readonly string[] = [
  'www',
  'api',
  'admin',
  'administrator',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'mx',
  'ftp',
  'ns',
  'ns1',
  'ns2',
  'dns',
  'platform',
  'app',
  'apps',
  'static',
  'cdn',
  'assets',
  'media',
  'img',
  'images',
  'files',
  'status',
  'health',
  'auth',
  'login',
  'logout',
  'signin',
  'signup',
  'register',
  'account',
  'accounts',
  'edit',
  'editor',
  'dashboard',
  'help',
  'support',
  'docs',
  'blog',
  'news',
  'billing',
  'pay',
  'payment',
  'shop',
  'store',
  'root',
  'system',
  'security',
  'secure',
  'test',
  'dev',
  'staging',
  'demo',
  'internal',
  'webbox',
  'new-site',
  'localhost',
  'tls',
  'caddy',
];

export type SiteSlugProblem = 'slugInvalid' | 'slugReserved';

/** The site address a business name suggests (`Optik Müller & Co` → `optik-mueller-co`). */
export function suggestSiteSlug(businessName: string): string {
  return toSlug(businessName).slice(0, SITE_SLUG_MAX).replace(/-+$/, '');
}

/** Why a slug cannot be a site address, judged without the database; null when it may be. */
export function siteSlugProblem(slug: string, extraReserved: readonly string[] = []): SiteSlugProblem | null {
  if (slug.length < SITE_SLUG_MIN || slug.length > SITE_SLUG_MAX || !SITE_SLUG_PATTERN.test(slug) || slug.includes('--')) return 'slugInvalid';
  if (RESERVED_SITE_SLUGS.includes(slug) || extraReserved.includes(slug)) return 'slugReserved';
  return null;
}
