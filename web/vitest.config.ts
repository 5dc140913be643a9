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
  },
});
