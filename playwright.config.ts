import path from 'node:path';
import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
/** The fake machine-translation engine the server is configured with (tests/support/fake-translation-server.ts). */
export const E2E_TRANSLATION_PORT = E2E_PORT + 1;
/** The fake DNS server the own-domain check asks (tests/support/fake-dns-server.ts): UDP for DNS, HTTP on the same port number for its records. */
export const E2E_DNS_PORT = E2E_PORT + 2;
export const E2E_OWNER = { email: 'owner@e2e.test', password: 'e2e-owner-password' };
// Set once in the runner; workers inherit it, so tests can reach the server's data directory.
process.env.E2E_DATA_DIR ??= path.resolve('.test-data', `e2e-${process.pid}`);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;
const dataDir = E2E_DATA_DIR;

/** Browser tests against the production build, in Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '.test-data/e2e-results.json' }]]
    : [['list'], ['json', { outputFile: '.test-data/e2e-results.json' }]],
  use: {
    // A click that cannot happen (covered, disabled, detached) fails on its own with its reason in the
    // call log, instead of a bare test timeout that names no step (how a CI failure once read).
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'de-CH',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
    },
  },
  webServer: [
    {
      command: `node --import tsx tests/support/fake-translation-server.ts ${E2E_TRANSLATION_PORT}`,
      url: `http://127.0.0.1:${E2E_TRANSLATION_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx tests/support/fake-dns-server-main.ts ${E2E_DNS_PORT}`,
      url: `http://127.0.0.1:${E2E_DNS_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The compiled server, as production runs it (scripts/e2e.mjs builds it).
      command: `rm -rf "${dataDir}" && node dist/server/main.mjs`,
      url: `http://localhost:${E2E_PORT}/api/v1/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        NODE_ENV: 'production',
        PORT: String(E2E_PORT),
        DATA_DIR: dataDir,
        SEED_OWNER_EMAIL: E2E_OWNER.email,
        SEED_OWNER_PASSWORD: E2E_OWNER.password,
        AUTH_SECRET: 'e2e-secret-that-is-long-enough-for-better-auth',
        LOG_LEVEL: 'warn',
        // The suite signs in once per editing test, far more often than a person would.
        SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
        // Every search of the suite comes from one address; the limit has its own int test.
        SEARCH_REQUESTS_PER_MINUTE: '1000',
        NEXT_TELEMETRY_DISABLED: '1',
        // AI translation against the local fake engine (a loopback address, so allowed explicitly).
        TRANSLATION_PROVIDER: 'libretranslate',
        TRANSLATION_URL: `http://127.0.0.1:${E2E_TRANSLATION_PORT}`,
        TRANSLATION_ALLOW_PRIVATE_URL: 'true',
        // The platform (issue 30): sign-up open, new sites at {slug}.webbox.localhost (Chromium
        // resolves every *.localhost name to this machine); the demo stays on localhost.
        PLATFORM_DOMAIN: 'webbox.localhost',
        SIGNUP: 'open',
        // Platform admins (issue 34): the demo's owner may export and import sites (site-transfer.e2e.ts).
        PLATFORM_ADMIN_EMAILS: E2E_OWNER.email,
        // Own domains are checked against the fake DNS server (tests/e2e/domains.e2e.ts sets its records).
        DNS_SERVERS: `127.0.0.1:${E2E_DNS_PORT}`,
      },
    },
  ],
});
