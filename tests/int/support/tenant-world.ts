import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type SQL, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { getApi } from '../../../src/server/api/app';
import { getDb } from '../../../src/server/db/client';
import {
  fields,
  formSubmissions,
  games,
  groups,
  holes,
  listings,
  media,
  memberships,
  navigation,
  outbox,
  pageRedirects,
  pageVersions,
  pages,
  players,
  searchDocuments,
  siteDomains,
  sites,
} from '../../../src/server/db/schema';
import { LocalStorage, setStorage } from '../../../src/server/platform/storage';
import { createTestPage, signedInUser, textField } from './fixtures';
import { contactBody, createFormSite, uniqueIp } from './forms';
import type { TenantIds } from './openapi-operations';

/** Media go to a temporary directory for the file's lifetime. */
export async function useTemporaryStorage(): Promise<() => Promise<void>> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'webbox-suite-'));
  setStorage(new LocalStorage(root));
  return async () => {
    setStorage(null);
    await rm(root, { recursive: true, force: true });
  };
}

export type Caller = { host: string; cookie?: string };
export type RawRequest = { method: string; path: string; body?: unknown; rawBody?: BodyInit; contentType?: string };

/** One request as a browser on `host` sends it, from an address no other request used (limits count per address). */
export async function send(caller: Caller, request: RawRequest): Promise<Response> {
  const headers = new Headers({ host: caller.host, 'accept-language': 'de' });
  headers.set('x-webbox-client-ip', uniqueIp());
  if (request.method !== 'GET') headers.set('origin', `http://${caller.host}`);
  if (caller.cookie) headers.set('cookie', caller.cookie);
  let body: BodyInit | undefined = request.rawBody;
  if (body === undefined && request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers.set('content-type', 'application/json');
  } else if (request.contentType) headers.set('content-type', request.contentType);
  return getApi().request(`http://${caller.host}/api/v1${request.path}`, { method: request.method, headers, body });
}

const tinyPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#2266aa' } })
    .png()
    .toBuffer();

/** A multipart upload of a small image, optionally into a section's folder. */
export async function uploadForm(fields: Record<string, string> = {}, fileName = 'bild.png'): Promise<FormData> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(await tinyPng())], fileName));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

async function data<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

export type Tenant = { id: string; host: string; owner: Caller; ids: TenantIds; marker: string };

/**
 * A site holding one row of every kind an API id can name — a published page with a content and a
 * form section, a field, an image, an open video upload, a submission with its mails, a game with
 * a player and a score — each text carrying the tenant's marker, so a leak is visible in any answer.
 */
export async function createTenant(): Promise<Tenant> {
  const marker = `geheim${randomUUID().slice(0, 8)}`;
  const site = await createFormSite();
  const content = await createTestPage(site.id, {
    slug: { de: `seite-${marker}`, fr: `page-${marker}` },
    groups: [{ type: 'hero', fields: { title: textField({ de: `Titel ${marker}`, fr: `Titre ${marker}` }) } }],
  });
  const groupId = content.groupIds[0] as string;
  const [field] = await getDb().select({ id: fields.id }).from(fields).where(eq(fields.groupId, groupId));
  const { cookie } = await signedInUser(site.host, 'owner');
  const owner = { host: site.host, cookie };

  const image = await data<{ id: string }>(
    await send(owner, { method: 'POST', path: '/media/upload', rawBody: await uploadForm({}, `${marker}.png`) }),
    'upload',
  );
  const upload = await data<{ id: string }>(
    await send(owner, { method: 'POST', path: '/media/directUpload', body: { fileName: `${marker}.webm`, fileSize: 1000, mimeType: 'video/webm' } }),
    'direct upload',
  );
  const submission = await data<{ id: string }>(
    await send(
      { host: site.host },
      { method: 'POST', path: '/contact', body: contactBody(site.contactGroupId, { vorname: marker, fragenAnmerkungen: marker }) },
    ),
    'contact',
  );
  // A failed mail is what a member may queue again: the retry route then has work to do.
  const [mail] = await getDb().update(outbox).set({ status: 'failed' }).where(eq(outbox.siteId, site.id)).returning({ id: outbox.id });
  const game = await data<{ id: string }>(await send({ host: site.host }, { method: 'POST', path: '/games', body: { name: marker } }), 'game');
  const player = await data<{ id: string }>(
    await send({ host: site.host }, { method: 'POST', path: `/games/${game.id}/players`, body: { id: randomUUID(), name: marker.slice(0, 40) } }),
    'player',
  );
  await data(
    await send({ host: site.host }, { method: 'PUT', path: `/games/${game.id}/scores`, body: { pageId: content.pageId, playerId: player.id, score: 4 } }),
    'score',
  );
  const listing = await data<{ id: string }>(
    await send(owner, { method: 'POST', path: '/listings', body: { kind: 'job', fields: { title: { de: `Stelle ${marker}` }, workQuota: marker } } }),
    'listing',
  );
  if (!field || !mail) throw new Error('the tenant lacks its field or mail');
  return {
    id: site.id,
    host: site.host,
    owner,
    marker,
    ids: {
      page: content.pageId,
      group: groupId,
      formGroup: site.contactGroupId,
      sponsorGroup: site.sponsorGroupId,
      field: field.id,
      media: image.id,
      upload: upload.id,
      submission: submission.id,
      mail: mail.id,
      game: game.id,
      player: player.id,
      listing: listing.id,
    },
  };
}

type SiteTable = PgTable & { siteId: Parameters<typeof eq>[0] };
const SITE_TABLES = {
  pages,
  groups,
  fields,
  pageVersions,
  pageRedirects,
  navigation,
  formSubmissions,
  outbox,
  games,
  media,
  searchDocuments,
  memberships,
  siteDomains,
  listings,
} as const;

/** Every row the tenant owns, table by table, sorted so that two reads compare equal. */
export async function snapshotOf(siteId: string): Promise<Record<string, unknown[]>> {
  const db = getDb();
  const snapshot: Record<string, unknown[]> = {};
  snapshot.sites = await db.select().from(sites).where(eq(sites.id, siteId));
  for (const [name, table] of Object.entries(SITE_TABLES) as Array<[string, SiteTable]>) {
    const rows: Array<Record<string, unknown>> = await db
      .select()
      .from(table)
      .where(eq(table.siteId, siteId) as SQL);
    snapshot[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  const gameIds = (await db.select({ id: games.id }).from(games).where(eq(games.siteId, siteId))).map((row) => row.id);
  snapshot.players = gameIds.length ? (await db.select().from(players).where(inArray(players.gameId, gameIds))).map((row) => JSON.stringify(row)).sort() : [];
  snapshot.holes = gameIds.length ? (await db.select().from(holes).where(inArray(holes.gameId, gameIds))).map((row) => JSON.stringify(row)).sort() : [];
  return snapshot;
}

/**
 * How many rows of each kind the tenant owns: what a refused request must leave as it was. One
 * statement of count subqueries: the malformed-input walk reads it around each of ~1,700 requests.
 */
export async function rowCountsOf(siteId: string): Promise<Record<string, number>> {
  const db = getDb();
  const siteGames = db.select({ id: games.id }).from(games).where(eq(games.siteId, siteId));
  const [counts] = await db
    .select({
      ...Object.fromEntries(
        (Object.entries(SITE_TABLES) as Array<[string, SiteTable]>).map(([name, table]) => [name, db.$count(table, eq(table.siteId, siteId) as SQL)]),
      ),
      players: db.$count(players, inArray(players.gameId, siteGames)),
      holes: db.$count(holes, inArray(holes.gameId, siteGames)),
    })
    .from(sites)
    .where(eq(sites.id, siteId));
  if (!counts) throw new Error(`no site ${siteId}`);
  return Object.fromEntries(Object.entries(counts).map(([name, count]) => [name, Number(count)]));
}
