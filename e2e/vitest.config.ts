import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './workers';

/** Browser tests: the built app (npm run build) on a fresh demo database, driven in Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // A test is a flow of steps, each bounded by the 15 s wait for its state (browser.ts); the test's
    // own budget only stops a run that hangs. 60 s was less than the longest flows take on a busy
    // 2-core machine (promotions, 75 s at a load of 20), so those failed for being slow, not wrong.
    testTimeout: 180_000,
    // expect.poll waits for a state like every locator wait, so with the same 15 s bound (browser.ts)
    // instead of vitest's 1 s: under load the till's scanner took longer than 1 s to get the focus
    // back after a page load, and those tests failed while the screen was right.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
    // Two files at a time, each worker with its own demo server and database (workers.ts).
    maxWorkers: E2E_WORKERS,
  },
});
