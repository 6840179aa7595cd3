import path from 'node:path';
import { type TestProjectConfiguration, defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const TEST_SECRET = 'test-secret-that-is-long-enough-for-better-auth';

/**
 * unit: pure logic beside the code. int: the API and services against a real database —
 * embedded PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'int-pglite',
          include: ['tests/int/**/*.int.test.ts'],
          environment: 'node',
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
