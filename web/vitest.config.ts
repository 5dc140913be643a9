import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Listed as a project by the root vitest.config.ts; paths are relative to web/.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Node 25+ has its own experimental localStorage global (undefined without --localstorage-file),
    // which hides jsdom's: the tests read and clear jsdom's, as a browser would.
    execArgv: ['--no-experimental-webstorage'],
    // Lazy screens transform on first use; a loaded 2-core CI machine needs more than 5 s.
    testTimeout: 30_000,
  },
});
