import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tightenDataDir } from './data-dir-permissions';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('tightenDataDir', () => {
  it('creates a missing data directory for the owner only', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'webbox-perm-'));
    roots.push(root);
    const dataDir = path.join(root, 'data');
    const report = await tightenDataDir(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(report.files).toBe(0);
  });

  it('takes group and other access off an existing directory and reports what changed', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'webbox-perm-'));
    roots.push(root);
    mkdirSync(path.join(root, 'db'));
    mkdirSync(path.join(root, 'mail'));
    writeFileSync(path.join(root, 'db', 'PG_VERSION'), '18');
    writeFileSync(path.join(root, 'mail', 'a.eml'), 'Subject: x');
    writeFileSync(path.join(root, 'auth-secret'), 's');
    chmodSync(root, 0o755);
    chmodSync(path.join(root, 'db'), 0o777);
    chmodSync(path.join(root, 'db', 'PG_VERSION'), 0o666);
    chmodSync(path.join(root, 'mail', 'a.eml'), 0o644);
    chmodSync(path.join(root, 'auth-secret'), 0o600);
    const outside = path.join(mkdtempSync(path.join(os.tmpdir(), 'webbox-outside-')), 'shared.txt');
    roots.push(path.dirname(outside));
    writeFileSync(outside, 'x');
    chmodSync(outside, 0o644);
    symlinkSync(outside, path.join(root, 'link'));

    const report = await tightenDataDir(root);

    expect(modeOf(root)).toBe(0o700);
    expect(modeOf(path.join(root, 'db'))).toBe(0o700);
    expect(modeOf(path.join(root, 'db', 'PG_VERSION'))).toBe(0o600);
    expect(modeOf(path.join(root, 'mail', 'a.eml'))).toBe(0o600);
    expect(modeOf(path.join(root, 'auth-secret'))).toBe(0o600);
    expect(modeOf(outside)).toBe(0o644);
    expect(report.files).toBe(2);
    expect(report.changed).toContain('mail/a.eml 644→600');
    expect(await tightenDataDir(root)).toEqual({ directories: 0, files: 0, changed: [] });
  });
});
