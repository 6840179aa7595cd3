import { type PlatformConfig, getConfig } from '../../platform/config';
import { isPlatformHost } from '../../platform/platform-host';

type AdminConfig = Pick<PlatformConfig, 'PLATFORM_ADMIN_EMAILS' | 'PLATFORM_DOMAIN'>;

/** Whether an account runs the platform: its e-mail is in `PLATFORM_ADMIN_EMAILS` (compared in lower case). */
export function isPlatformAdmin(email: string | null | undefined, config: AdminConfig = getConfig()): boolean {
  return Boolean(email) && config.PLATFORM_ADMIN_EMAILS.includes(String(email).trim().toLowerCase());
}

/**
 * Where the console answers: the platform host when `PLATFORM_DOMAIN` is set (never a customer's
 * domain, whose origin the platform does not control), any host otherwise (a single-site
 * installation has no platform host).
 */
export function isConsoleHost(hostHeader: string | null | undefined, config: AdminConfig = getConfig()): boolean {
  return config.PLATFORM_DOMAIN ? isPlatformHost(hostHeader, config) : true;
}
