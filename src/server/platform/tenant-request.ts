import { CLIENT_PROTO_HEADER } from './request-headers';

/**
 * Next builds request.url from the server's own hostname, not the Host header. Tenants are told
 * apart by host (and better-auth checks origins against request.url), so rebuild the URL on it,
 * with the scheme the front handler worked out (`clientProtocol`, TRUST_PROXY-aware).
 */
export function toTenantRequest(request: Request): Request {
  const host = request.headers.get('host');
  if (!host) return request;
  const proto = request.headers.get(CLIENT_PROTO_HEADER);
  const url = new URL(request.url);
  const protocol = proto === 'https' || proto === 'http' ? proto : url.protocol.replace(':', '');
  const tenantUrl = `${protocol}://${host}${url.pathname}${url.search}`;
  if (tenantUrl === request.url) return request;
  return new Request(tenantUrl, request);
}
