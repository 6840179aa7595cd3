import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('runs on embedded defaults, generating and keeping a secret in the data directory', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-config-'));
    const config = parseConfig({ DATA_DIR: dataDir });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.authSecret).toHaveLength(64);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(config.authSecret);
    expect(parseConfig({ DATA_DIR: dataDir }).authSecret).toBe(config.authSecret);
  });

  it('lists every invalid variable in one clear error', () => {
    expect(() => parseConfig({ PORT: 'x', DATABASE_URL: 'mysql://db', AUTH_SECRET: 'short', PUBLIC_ORIGIN: 'nope' })).toThrow(ConfigError);
    try {
      parseConfig({ PORT: 'x', DATABASE_URL: 'mysql://db', AUTH_SECRET: 'short', PUBLIC_ORIGIN: 'nope' });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'AUTH_SECRET', 'PUBLIC_ORIGIN']) expect(message).toContain(name);
    }
  });

  it('accepts smtp:// and smtps:// mail servers only, and defaults the sender', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-config-'));
    expect(parseConfig({ DATA_DIR: dataDir }).SMTP_URL).toBeUndefined();
    expect(parseConfig({ DATA_DIR: dataDir }).MAIL_FROM).toBe('Webbox <no-reply@localhost>');
    expect(parseConfig({ DATA_DIR: dataDir, SMTP_URL: 'smtps://user:secret@mail.example.ch:465' }).SMTP_URL).toBe('smtps://user:secret@mail.example.ch:465');
    for (const bad of ['http://mail.example.ch', 'mail.example.ch', 'smtp://']) {
      expect(() => parseConfig({ DATA_DIR: dataDir, SMTP_URL: bad })).toThrow(/SMTP_URL/);
    }
  });

  it('takes a redis:// or rediss:// REDIS_URL for shared limits, and none by default', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-config-'));
    expect(parseConfig({ DATA_DIR: dataDir }).REDIS_URL).toBeUndefined();
    expect(parseConfig({ DATA_DIR: dataDir, REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(parseConfig({ DATA_DIR: dataDir, REDIS_URL: 'rediss://:secret@cache.example.ch:6380/2' }).REDIS_URL).toBe(
      'rediss://:secret@cache.example.ch:6380/2',
    );
    for (const bad of ['http://cache', '127.0.0.1:6379']) expect(() => parseConfig({ DATA_DIR: dataDir, REDIS_URL: bad })).toThrow(/REDIS_URL/);
  });

  it('validates the feed settings with the rest: offline by default, http(s) endpoints only', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-config-'));
    const defaults = parseConfig({ DATA_DIR: dataDir });
    expect([defaults.FEEDS_PROVIDER, defaults.FEEDS_REVIEWS_URL, defaults.FEEDS_CACHE_TTL_SECONDS]).toEqual(['offline', undefined, 900]);
    const http = parseConfig({ DATA_DIR: dataDir, FEEDS_PROVIDER: 'http', FEEDS_REVIEWS_URL: 'https://feeds.example/reviews', FEEDS_CACHE_TTL_SECONDS: '60' });
    expect([http.FEEDS_PROVIDER, http.FEEDS_REVIEWS_URL, http.FEEDS_CACHE_TTL_SECONDS]).toEqual(['http', 'https://feeds.example/reviews', 60]);
    const bad = { DATA_DIR: dataDir, FEEDS_PROVIDER: 'graphql', FEEDS_INSTAGRAM_URL: 'ftp://feeds.example/x', FEEDS_CACHE_TTL_SECONDS: '-1' };
    expect(() => parseConfig(bad)).toThrow(ConfigError);
    try {
      parseConfig(bad);
    } catch (error) {
      for (const name of ['FEEDS_PROVIDER', 'FEEDS_INSTAGRAM_URL', 'FEEDS_CACHE_TTL_SECONDS']) expect((error as Error).message).toContain(name);
    }
  });

  it('validates the storage limits: 5 GB per site, 3 open video uploads, 1 GB disk reserve by default', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-config-'));
    const defaults = parseConfig({ DATA_DIR: dataDir });
    expect([defaults.SITE_STORAGE_QUOTA_MB, defaults.PENDING_UPLOADS_PER_SITE, defaults.UPLOAD_DISK_RESERVE_MB]).toEqual([5120, 3, 1024]);
    const set = parseConfig({ DATA_DIR: dataDir, SITE_STORAGE_QUOTA_MB: '200', PENDING_UPLOADS_PER_SITE: '1', UPLOAD_DISK_RESERVE_MB: '0' });
    expect([set.SITE_STORAGE_QUOTA_MB, set.PENDING_UPLOADS_PER_SITE, set.UPLOAD_DISK_RESERVE_MB]).toEqual([200, 1, 0]);
    for (const [name, value] of [
      ['SITE_STORAGE_QUOTA_MB', '0'],
      ['PENDING_UPLOADS_PER_SITE', 'many'],
      ['UPLOAD_DISK_RESERVE_MB', '-5'],
    ]) {
      expect(() => parseConfig({ DATA_DIR: dataDir, [name as string]: value })).toThrow(name);
    }
  });

  it('keeps sign-up closed by default and needs a platform domain to open it', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-config-'));
    const defaults = parseConfig({ DATA_DIR: dataDir });
    expect(defaults.SIGNUP).toBe('closed');
    expect(defaults.PLATFORM_DOMAIN).toBeUndefined();
    expect(defaults.PLATFORM_ADMIN_EMAILS).toEqual([]);
    expect(() => parseConfig({ DATA_DIR: dataDir, SIGNUP: 'open' })).toThrow(/PLATFORM_DOMAIN/);
    const open = parseConfig({
      DATA_DIR: dataDir,
      SIGNUP: 'open',
      PLATFORM_DOMAIN: 'Webbox.Localhost',
      PLATFORM_ADMIN_EMAILS: ' Ops@Example.ch, anna@example.ch ',
    });
    expect(open.PLATFORM_DOMAIN).toBe('webbox.localhost');
    expect(open.PLATFORM_ADMIN_EMAILS).toEqual(['ops@example.ch', 'anna@example.ch']);
    for (const bad of [
      { SIGNUP: 'maybe' },
      { PLATFORM_DOMAIN: 'https://webbox.ch' },
      { PLATFORM_DOMAIN: 'webbox.ch:443' },
      { PLATFORM_ADMIN_EMAILS: 'ops' },
      { PLATFORM_IPV4: '999.1.1.1' },
      { PLATFORM_IPV6: '10.0.0.1' },
    ]) {
      expect(() => parseConfig({ DATA_DIR: dataDir, ...bad })).toThrow(new RegExp(Object.keys(bad)[0] ?? ''));
    }
    expect(parseConfig({ DATA_DIR: dataDir, PLATFORM_IPV4: '203.0.113.10', PLATFORM_IPV6: '2001:db8::10' }).PLATFORM_IPV6).toBe('2001:db8::10');
  });
});
