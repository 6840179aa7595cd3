import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmlTransport } from '../../src/server/services/mail/eml-transport';
import { LocalStorage } from '../../src/server/platform/storage';
import { runTs } from '../support/run-node';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'webbox-modes-'));
  dirs.push(dir);
  return dir;
};

/** Every entry under `root` with group or other permission bits, as "path mode". */
function openEntries(root: string): string[] {
  const found: string[] = [];
  const walk = (entry: string) => {
    const info = statSync(entry);
    if ((info.mode & 0o077) !== 0 && !info.isSocket()) found.push(`${path.relative(root, entry)} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(root);
  return found;
}

describe.runIf(process.env.WEBBOX_TEST_DB === 'pglite')('data directory permissions', () => {
  it('writes media and .eml mails for the owner only, whatever the umask', async () => {
    const dir = tempDir();
    const storage = new LocalStorage(path.join(dir, 'media'));
    await storage.put('site/images/a.png', Buffer.from('png'));
    const source = path.join(dir, 'source');
    writeFileSync(source, 'video', { mode: 0o644 });
    await storage.putFile('site/videos/b.mp4', source);
    rmSync(source);
    const transport = createEmlTransport(path.join(dir, 'mail'));
    await transport.send({ id: 'mail-1', from: 'a@example.ch', to: 'b@example.ch', subject: 'Hallo', text: 'Personal data', html: '<p>Personal data</p>' });
    transport.close();
    expect(openEntries(path.join(dir, 'media'))).toEqual([]);
    expect(openEntries(path.join(dir, 'mail'))).toEqual([]);
  });

  it('makes an existing data directory private at start and creates the database files 0600', async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'mail'));
    writeFileSync(path.join(dir, 'mail', 'old.eml'), 'Subject: old');
    chmodSync(dir, 0o755);
    chmodSync(path.join(dir, 'mail'), 0o755);
    chmodSync(path.join(dir, 'mail', 'old.eml'), 0o644);
    // Without a Next build the start stops after the database is open and migrated: enough here.
    const result = await runTs(
      'src/server/runtime/main.ts',
      [],
      { DATA_DIR: dir, PORT: '0', AUTH_SECRET: 'x'.repeat(40), SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
      120_000,
    );
    expect(result.stdout).toContain('made it private');
    expect(readdirSync(path.join(dir, 'db')).length).toBeGreaterThan(0);
    expect(openEntries(dir)).toEqual([]);
  }, 150_000);
});
