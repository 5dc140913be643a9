import { defineConfig } from 'vitest/config';

/** Browser tests: the built app (npm run build) on a fresh demo database, driven in Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser at a time on 2 cores keeps timings stable.
    fileParallelism: false,
    // Two browser tests (audit navigation, till dialog close) timed out once at 15 s on a fresh
    // clone and passed in the run before: retried until their cause is found (see the closing note).
    retry: 2,
  },
});
