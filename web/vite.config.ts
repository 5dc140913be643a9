import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// @lactea/contracts is TypeScript source linked through the workspace (node_modules/@lactea/contracts
// -> ../packages/contracts). Vite follows the symlink to its real path, outside node_modules, so it is
// compiled like our own source and never pre-bundled.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
