import { existsSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * `npm run test:unit`: contracts, the API suite on PGlite and again on a throwaway PostgreSQL 15
 * cluster, and the web components. The browser suite has its own config (e2e/).
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: ONE on a 2-core machine, which left a
    // core idle while each file spent most of its time importing and opening its database. Two
    // workers keep both busy (the real-process project below still runs alone, last).
    maxWorkers: 2,
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/test/**/*.test.ts'], environment: 'node' } },
      // The bench's own logic (how it reads a run), not the bench: it runs with `npm run bench`.
      { test: { name: 'bench', include: ['bench/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api-pglite',
          include: ['server/**/*.test.ts'],
          // *.pg.test.ts: behaviour only a PostgreSQL server has (its connection pool).
          exclude: [...configDefaults.exclude, 'server/**/*.pg.test.ts', 'server/test/process/**'],
          environment: 'node',
          // LACTEA_CHECK_SHAPES: every prepared statement's text is also built and compared with its shape's (db/prepared.ts).
          env: { TEST_DB: 'pglite', LACTEA_CHECK_SHAPES: '1' },
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The real process (lock file, signals, backups, kill -9 on both databases), once. One worker:
        // Vitest then runs these files after all the others, one at a time, so their timings (a
        // revocation within 1 s, an exit within 10 s) are not measured beside two busy workers.
        test: { name: 'server-process', include: ['server/test/process/**/*.proc.test.ts'], environment: 'node', testTimeout: 120_000, maxWorkers: 1 },
      },
      {
        test: {
          name: 'api-postgres',
          include: ['server/**/*.test.ts'],
          // The real process has its own project (server-process), run once.
          exclude: [...configDefaults.exclude, 'server/test/process/**'],
          environment: 'node',
          env: { TEST_DB: 'postgres', LACTEA_CHECK_SHAPES: '1' },
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['server/test/pg-deprecations.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      ...(existsSync("web/vitest.config.ts") ? ["web/vitest.config.ts"] : []),
    ],
  },
});
