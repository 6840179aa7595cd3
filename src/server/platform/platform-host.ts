import { getConfig } from './config';
import { normalizeHost } from './host';

type PlatformDomainConfig = { PLATFORM_DOMAIN?: string };

/** Whether a Host header names the platform itself (sign-up, the site wizard), not a site. */
export function isPlatformHost(hostHeader: string | null | undefined, config: PlatformDomainConfig = getConfig()): boolean {
  const host = normalizeHost(hostHeader);
  return Boolean(config.PLATFORM_DOMAIN && host === config.PLATFORM_DOMAIN);
}

/** The platform subdomain a site is live at from its first minute: `{slug}.{PLATFORM_DOMAIN}`. */
export function platformSiteHost(slug: string, config: PlatformDomainConfig = getConfig()): string {
  if (!config.PLATFORM_DOMAIN) throw new Error('PLATFORM_DOMAIN is not set');
  return `${slug}.${config.PLATFORM_DOMAIN}`;
}

/** The slug of a platform subdomain (`optik-muster.webbox.ch` → `optik-muster`), else null. */
export function platformSlugOf(host: string, config: PlatformDomainConfig = getConfig()): string | null {
  const domain = config.PLATFORM_DOMAIN;
  if (!domain || !host.endsWith(`.${domain}`)) return null;
  const slug = host.slice(0, -(domain.length + 1));
  return slug.includes('.') ? null : slug;
}
