import path from 'node:path';
import { type TestProjectConfiguration, defineConfig } from 'vitest/config';

// `next/dynamic` resolves as Next resolves it for the App Router (its build aliases it to app-dynamic);
// the package's own entry is the Pages Router's loader, which renders nothing on the server.
const alias = { '@': path.resolve(import.meta.dirname, 'src'), 'next/dynamic': 'next/dist/api/app-dynamic.js' };
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const TEST_SECRET = 'test-secret-that-is-long-enough-for-better-auth';

/** Logic tests that render in a browser-like DOM: each gets fresh modules (toasts, stores, mocks are per file). */
const DOM_TESTS = [
  'src/**/*.test.tsx',
  'src/editor/safety/autosave.test.ts',
  'src/editor/lib/header-offset.test.ts',
  'src/site/booking/booking-clearance.test.ts',
  'src/site/chrome/tracking-consent.test.ts',
];

/**
 * unit: pure logic beside the code; unit-dom: components (React in jsdom, and server markup).
 * int: the API and services against a real database — embedded PGlite always, PostgreSQL too when
 * TEST_DATABASE_URL is set. Logic and int files share their workers' loaded modules (`isolate:
 * false`): importing the whole server once per file was half the suite's time. Each int file still
 * opens its own database, and tests never share rows or module state they assert on.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: DOM_TESTS, environment: 'node', isolate: false },
      },
      {
        resolve: { alias },
        test: { name: 'unit-dom', include: DOM_TESTS, environment: 'node', setupFiles: ['tests/support/dom-setup.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'int-pglite',
          include: ['tests/int/**/*.int.test.ts'],
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/int/support/setup-database.ts'],
          env: { WEBBOX_TEST_DB: 'pglite', NODE_ENV: 'test', AUTH_SECRET: TEST_SECRET },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? ([
            {
              resolve: { alias },
              test: {
                name: 'int-postgres',
                include: ['tests/int/**/*.int.test.ts'],
                environment: 'node',
                isolate: false,
                globalSetup: ['tests/int/support/postgres-global-setup.ts'],
                setupFiles: ['tests/int/support/setup-database.ts'],
                env: { WEBBOX_TEST_DB: 'postgres', NODE_ENV: 'test' as const, AUTH_SECRET: TEST_SECRET },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ] satisfies TestProjectConfiguration[])
        : []),
    ],
  },
});
