/**
 * Seeds many tenants fast for `bench/tenants.ts`: one template site is made the slow, real way
 * (createStarterSite — what `site:create` makes —, one more published content page, an owner
 * account with its membership), then its rows are copied for every further site with bulk
 * inserts: every id the template rows carry is replaced by a fresh one (in columns, JSON and
 * search text alike), and host, owner e-mail and site name get the copy's number.
 */
import { randomUUID } from 'node:crypto';
import { is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { addMember } from '../../src/server/services/members/add-member';
import { createPage } from '../../src/server/services/pages/create-page';
import { publishPageInTransaction } from '../../src/server/services/pages/publish-page';
import { createStarterSite } from '../../src/server/services/sites/create-starter-site';
import { createUser } from '../../src/server/services/users/create-user';

export const TEMPLATE = { host: 'tpl.bench.localhost', email: 'tpl-owner@bench.localhost', name: 'Optik Vorlage', password: 'bench-owner-password-1' };
/** The changed text the publish measurement looks for. */
export const OFFER_SLUG = 'angebot';

export const siteHost = (index: number) => (index === 0 ? TEMPLATE.host : `t${index}.bench.localhost`);
export const ownerEmail = (index: number) => (index === 0 ? TEMPLATE.email : `owner${index}@bench.localhost`);

type Row = Record<string, unknown>;
type TemplateTable = { table: PgTable; name: string; rows: Row[]; columns: number };

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

function tables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
}

/** Tables in an order that inserts every referenced row before the rows that point at it. */
function insertOrder(all: PgTable[]): PgTable[] {
  const byName = new Map(all.map((table) => [getTableConfig(table).name, table]));
  const done = new Set<string>();
  const ordered: PgTable[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (done.has(name) || path.has(name)) return;
    path.add(name);
    const table = byName.get(name);
    if (!table) return;
    for (const fk of getTableConfig(table).foreignKeys) visit(getTableConfig(fk.reference().foreignTable).name, path);
    done.add(name);
    ordered.push(table);
  };
  for (const name of byName.keys()) visit(name, new Set());
  return ordered;
}

async function counts(db: Database, all: PgTable[]): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  for (const table of all) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    result.set(getTableConfig(table).name, row?.n ?? 0);
  }
  return result;
}

/** Makes the template site (index 0) and returns its rows, table by table, in insert order. */
export async function createTemplate(db: Database): Promise<TemplateTable[]> {
  const all = insertOrder(tables());
  const before = await counts(db, all);
  const site = await createStarterSite(db, { name: TEMPLATE.name, hosts: [TEMPLATE.host], locales: ['de', 'fr'], defaultLocale: 'de', healthOptics: false });
  // The sixth page: an ordinary content page with a hero, published like the starter pages.
  await db.transaction(async (tx) => {
    const { pageId } = await createPage(tx, {
      siteId: site.id,
      page: {
        name: { de: 'Angebot', fr: 'Offre' },
        slug: { de: OFFER_SLUG, fr: 'offre' },
        groups: [{ type: 'hero', fields: { title: { content: { type: 'localizedSingleValue', values: { de: 'Unser Angebot', fr: 'Notre offre' } } } } }],
      },
    });
    await publishPageInTransaction(tx, { siteId: site.id, pageId, userId: null });
  });
  await createUser(db, { email: TEMPLATE.email, password: TEMPLATE.password, name: 'Bench Owner' });
  await addMember(db, { email: TEMPLATE.email, host: TEMPLATE.host, role: 'owner' });
  const template: TemplateTable[] = [];
  for (const table of all) {
    const name = getTableConfig(table).name;
    if ((before.get(name) ?? 0) > 0) continue; // rows from migrations (shared, not per site)
    const rows = (await db.select().from(table)) as Row[];
    if (rows.length > 0) template.push({ table, name, rows, columns: Object.keys(rows[0] ?? {}).length });
  }
  return template;
}

/** Every id a template row carries in an `id` column: these get a fresh value in each copy. */
function templateIds(template: TemplateTable[]): Set<string> {
  const ids = new Set<string>();
  for (const { rows } of template) for (const row of rows) if (typeof row.id === 'string') ids.add(row.id);
  return ids;
}

function copier(ids: Set<string>, index: number) {
  const fresh = new Map<string, string>();
  const idFor = (id: string) => {
    let value = fresh.get(id);
    if (!value) {
      value = randomUUID();
      fresh.set(id, value);
    }
    return value;
  };
  const text = (value: string): string => {
    if (ids.has(value)) return idFor(value);
    return value
      .replace(UUID, (match) => (ids.has(match) ? idFor(match) : match))
      .replaceAll(TEMPLATE.host, siteHost(index))
      .replaceAll(TEMPLATE.email, ownerEmail(index))
      .replaceAll(TEMPLATE.name, `Optik ${index}`);
  };
  const copy = (value: unknown): unknown => {
    if (typeof value === 'string') return text(value);
    if (Array.isArray(value)) return value.map(copy);
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [text(key), copy(inner)]));
    }
    return value; // Date, Buffer, numbers, booleans, null
  };
  return copy;
}

/** Adds the sites `from` … `to - 1` as copies of the template, `sitesPerBatch` sites per statement group. */
export async function cloneTemplate(db: Database, template: TemplateTable[], range: { from: number; to: number }, sitesPerBatch = 250): Promise<void> {
  const ids = templateIds(template);
  for (let start = range.from; start < range.to; start += sitesPerBatch) {
    const end = Math.min(range.to, start + sitesPerBatch);
    const perTable = template.map(() => [] as Row[]);
    for (let index = start; index < end; index += 1) {
      const copy = copier(ids, index);
      template.forEach(({ rows }, t) => {
        for (const row of rows) perTable[t]?.push(copy(row) as Row);
      });
    }
    await db.transaction(async (tx) => {
      for (const [t, { table, columns }] of template.entries()) {
        const rows = perTable[t] ?? [];
        // PostgreSQL takes at most 65,535 parameters per statement.
        const chunk = Math.max(1, Math.floor(60_000 / columns));
        for (let i = 0; i < rows.length; i += chunk) await tx.insert(table).values(rows.slice(i, i + chunk));
      }
    });
  }
}
