import type { Context } from 'hono';
import { CLIENT_IP_HEADER } from './request-headers';

/** The client address the Node server put on the request (never a client-supplied header). */
export function clientIp(c: Context): string {
  return c.req.header(CLIENT_IP_HEADER) ?? 'unknown';
}
