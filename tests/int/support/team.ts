import { desc, sql } from 'drizzle-orm';
import { getApi } from '../../../src/server/api/app';
import { getDb } from '../../../src/server/db/client';
import { outbox } from '../../../src/server/db/schema';
import type { Team } from '../../../src/shared/schemas/team';
import { api } from './fixtures';
import { uniqueIp } from './forms';

/** The team list as the panel reads it. */
export async function teamOf(host: string, cookie: string): Promise<Team> {
  const response = await api(host, '/team', { cookie });
  if (!response.ok) throw new Error(`team: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: Team }).data;
}

export const invite = (host: string, cookie: string, email: string, role: string, editorLanguage = 'de') =>
  api(host, '/team/invitations', { method: 'POST', body: { email, role }, cookie, editorLanguage });

/** The newest account mail to an address, as queued in the outbox. */
export async function lastMailTo(email: string): Promise<{ subject: string; text: string; html: string; siteId: string | null }> {
  const [row] = await getDb()
    .select({ payload: outbox.payload, siteId: outbox.siteId })
    .from(outbox)
    .where(sql`${outbox.recipient} = 'account' and ${outbox.payload}->>'to' = ${email}`)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(1);
  if (!row) throw new Error(`no mail to ${email}`);
  return { ...(row.payload as { subject: string; text: string; html: string }), siteId: row.siteId };
}

export async function mailsTo(email: string): Promise<number> {
  const rows = await getDb().select({ id: outbox.id }).from(outbox).where(sql`${outbox.payload}->>'to' = ${email}`);
  return rows.length;
}

/** The link of the newest invitation mail to an address, and its token. */
export async function invitationLinkOf(email: string): Promise<{ url: URL; token: string }> {
  const mail = await lastMailTo(email);
  const found = /https?:\/\/\S+\/invitation\?token=[\w%-]+/.exec(mail.text)?.[0];
  if (!found) throw new Error(`no link in ${mail.text}`);
  const url = new URL(found);
  return { url, token: url.searchParams.get('token') ?? '' };
}

/** The accept page's post as a browser without JavaScript sends it (urlencoded, same origin, one address). */
export function postAccept(host: string, fields: Record<string, string>, options: { cookie?: string; ip?: string } = {}) {
  const headers = new Headers({
    host,
    origin: `http://${host}`,
    'content-type': 'application/x-www-form-urlencoded',
    'x-webbox-client-ip': options.ip ?? uniqueIp(),
  });
  if (options.cookie) headers.set('cookie', options.cookie);
  return getApi().request(`http://${host}/api/v1/invitation/accept`, { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
}

export const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
