import { getConfig } from './config';

/**
 * Next builds request.url from the server's own hostname, not the Host header. Tenants are told
 * apart by host (and better-auth checks origins against request.url), so rebuild the URL on it.
 */
export function toTenantRequest(request: Request): Request {
  const host = request.headers.get('host');
  if (!host) return request;
  const config = getConfig();
  const forwardedProto = config.TRUST_PROXY ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const protocol = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : new URL(request.url).protocol.replace(':', '');
  const url = new URL(request.url);
  const tenantUrl = `${protocol}://${host}${url.pathname}${url.search}`;
  if (tenantUrl === request.url) return request;
  return new Request(tenantUrl, request);
}
