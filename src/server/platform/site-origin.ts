import { getConfig } from './config';
import { processSingleton } from './process-singleton';

const holder = processSingleton('listening-port', (): { port?: number } => ({}));

/** The port the HTTP server listens on (known after listen; PORT=0 picks one). */
export function setListeningPort(port: number | null): void {
  holder.port = port ?? undefined;
}

type OriginConfig = { PUBLIC_ORIGIN?: string; PORT: number };

function publicOrigin(config: OriginConfig): URL | null {
  return config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN) : null;
}

/**
 * Whether a request's Host port is one this server is reached on: none, the default port of the
 * public scheme, PUBLIC_ORIGIN's port, or the port it listens on. Any other port (`localhost:6666`)
 * is not a configured domain: such requests get the unknown-host page and are never cached.
 */
export function isServedPort(port: number | null, config: OriginConfig = getConfig()): boolean {
  if (port === null) return true;
  const origin = publicOrigin(config);
  const scheme = origin?.protocol ?? 'http:';
  const allowed = new Set<number>([scheme === 'https:' ? 443 : 80, config.PORT]);
  if (origin?.port) allowed.add(Number(origin.port));
  if (holder.port) allowed.add(holder.port);
  return allowed.has(port);
}

/** Whether sites are reached over plain http (no PUBLIC_ORIGIN, or an http one): local runs and tests. */
export function servesPlainHttp(config: OriginConfig = getConfig()): boolean {
  return (publicOrigin(config)?.protocol ?? 'http:') === 'http:';
}

/**
 * The absolute origin of a site for links leaving the request (canonical, hreflang, mails, game
 * links): its primary domain, with PUBLIC_ORIGIN's scheme and port — never the request's Host, so a
 * forged Host cannot end up in a cached page. Without PUBLIC_ORIGIN: http and the listening port.
 */
export function siteOrigin(primaryHost: string, config: OriginConfig = getConfig()): string {
  const origin = publicOrigin(config);
  const scheme = origin?.protocol ?? 'http:';
  const port = origin ? origin.port : String(holder.port ?? config.PORT);
  const defaultPort = scheme === 'https:' ? '443' : '80';
  return `${scheme}//${primaryHost}${port && port !== defaultPort && port !== '0' ? `:${port}` : ''}`;
}
