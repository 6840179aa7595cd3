import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { acquireDataDirLock, type DataDirLock } from '../../src/server/platform/data-dir-lock';
import { startAdminSocket } from '../../src/server/runtime/admin-socket';
import { getDb } from '../../src/server/db/client';
import { loadPageRequest } from '../../src/server/services/rendering/load-page-request';
import { resolveSiteByHost } from '../../src/server/services/sites/resolve-site';
import { eq, sql } from 'drizzle-orm';
import { searchDocuments } from '../../src/server/db/schema';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { SEARCH_INDEX_FORMAT, TEXT_BREAK } from '../../src/server/services/search/search-text';
import { createTestPage, createTestSite, textField, uniqueHost } from './support/fixtures';
import { runTs } from '../support/run-node';

const isPglite = process.env.WEBBOX_TEST_DB === 'pglite';
const admin = (args: string[], env: Record<string, string | undefined>) => runTs('src/cli/admin.ts', args, { AUTH_SECRET: 'x'.repeat(40), ...env });

/**
 * `search:reindex --host` on a site whose documents are in the old glued form (format 1): they come
 * back as separate field texts in the current format; an unknown host is a clear error.
 */
async function checkSearchReindex(env: Record<string, string | undefined>) {
  const site = await createTestSite({ locales: ['de'] });
  const page = await createTestPage(site.id, {
    slug: { de: 'service' },
    name: { de: 'Service' },
    groups: [
      { type: 'hero', fields: { title: textField({ de: '45 Minuten' }) } },
      { type: 'hero', fields: { title: textField({ de: 'Beratung' }) } },
    ],
  });
  await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
  await getDb()
    .update(searchDocuments)
    .set({ body: sql`replace(${searchDocuments.body}, ${` ${TEXT_BREAK} `}, ' ')`, format: 1 })
    .where(eq(searchDocuments.siteId, site.id));
  const run = await admin(['search:reindex', '--host', site.host], env);
  expect(run.code).toBe(0);
  expect(JSON.parse(run.stdout)).toEqual({ ok: true, data: { sites: [{ siteId: site.id, pages: 1, documents: 1 }] } });
  const rows = await getDb()
    .select({ body: searchDocuments.body, format: searchDocuments.format })
    .from(searchDocuments)
    .where(eq(searchDocuments.siteId, site.id));
  expect(rows).toEqual([{ body: `45 Minuten ${TEXT_BREAK} Beratung`, format: SEARCH_INDEX_FORMAT }]);
  const unknown = await admin(['search:reindex', '--host', uniqueHost('none')], env);
  expect(unknown.code).toBe(1);
  expect(JSON.parse(unknown.stderr).error).toContain('none');
}

// Each call starts a CLI process (tsx compiling src/cli): on CI's two busy cores that alone can take 10-20 s.
describe.runIf(isPglite)('admin CLI while the server holds the embedded database', { timeout: 90_000 }, () => {
  // This test process plays the running server: it holds the lock and answers on the admin socket.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-admin-'));
  let lock: DataDirLock;
  let socket: Awaited<ReturnType<typeof startAdminSocket>>;
  beforeAll(async () => {
    lock = await acquireDataDirLock(dataDir);
    socket = await startAdminSocket(dataDir);
  });
  afterAll(async () => {
    socket.close();
    await lock.release();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates a site, a user and a membership through the running server', async () => {
    const host = uniqueHost('cli');
    const site = await admin(['site:create', '--name', 'Optik Zürich', '--host', host, '--locales', 'de,fr', '--default', 'fr'], { DATA_DIR: dataDir });
    expect(site.code).toBe(0);
    expect(JSON.parse(site.stdout)).toMatchObject({ ok: true, data: { name: 'Optik Zürich', hosts: [host], locales: ['de', 'fr'], defaultLocale: 'fr' } });
    const created = await resolveSiteByHost(host);
    expect(created?.name).toBe('Optik Zürich');
    // A new site works from the first minute: visitors get its home page, not a 404.
    const home = await loadPageRequest(getDb(), { site: created!, locale: 'fr', segments: [] });
    expect(home.kind === 'page' && home.tree.page.role).toBe('home');

    const email = `${host.split('.')[0]}@example.ch`;
    const user = await admin(['user:create', '--email', email, '--password', 'a long password'], { DATA_DIR: dataDir });
    expect(user.code).toBe(0);
    const member = await admin(['member:add', '--email', email, '--host', host, '--role', 'editor'], { DATA_DIR: dataDir });
    expect(JSON.parse(member.stdout)).toMatchObject({ ok: true, data: { role: 'editor' } });
  });

  it('exits non-zero with a clear message for a duplicate host or an unknown locale', async () => {
    const host = uniqueHost('cli');
    expect((await admin(['site:create', '--name', 'A', '--host', host, '--locales', 'de'], { DATA_DIR: dataDir })).code).toBe(0);
    const duplicate = await admin(['site:create', '--name', 'B', '--host', host, '--locales', 'de'], { DATA_DIR: dataDir });
    expect(duplicate.code).toBe(1);
    expect(JSON.parse(duplicate.stderr).error).toBe(`Host already in use: ${host}`);
    const locale = await admin(['site:create', '--name', 'C', '--host', uniqueHost('cli'), '--locales', 'de,xx'], { DATA_DIR: dataDir });
    expect(locale.code).toBe(1);
    expect(JSON.parse(locale.stderr).error).toContain('Unknown locale "xx"');
    const role = await admin(['member:add', '--email', 'nobody@example.ch', '--host', host, '--role', 'owner'], { DATA_DIR: dataDir });
    expect(JSON.parse(role.stderr).error).toBe('No user with e-mail nobody@example.ch');
  });

  it('rebuilds a site’s search index through the running server', () => checkSearchReindex({ DATA_DIR: dataDir }));
});

describe('admin CLI on its own', () => {
  it('opens the database itself when no server is running', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-admin-'));
    try {
      const env = isPglite ? { DATA_DIR: dataDir } : { DATA_DIR: dataDir, DATABASE_URL: inject('testDatabaseUrl') };
      const host = uniqueHost('solo');
      const created = await admin(['site:create', '--name', 'Solo', '--host', host, '--locales', 'it'], env);
      expect(created.code).toBe(0);
      const listed = await admin(['site:list'], env);
      const sites = JSON.parse(listed.stdout).data as Array<{ hosts: string[] }>;
      expect(sites.some((site) => site.hosts.includes(host))).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two CLI processes each start tsx and migrate a fresh embedded database: on CI's two busy cores 30 s was not enough.
  }, 90_000);

  // With Postgres the CLI opens the test database itself (with PGlite, the test above goes through the server).
  it.runIf(!isPglite)(
    'rebuilds a site’s search index',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-admin-'));
      try {
        await checkSearchReindex({ DATA_DIR: dataDir, DATABASE_URL: inject('testDatabaseUrl') });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    90_000,
  );
});
