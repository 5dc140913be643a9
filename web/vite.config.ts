import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Writes name.br (brotli, best) and name.gz (gzip -9) beside every text file of the build, once,
 * at build time; the server sends them as they are (@fastify/static `preCompressed`). Files under
 * 1 KB are left alone: the headers would cost more than the saving.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lactea-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every other plugin's closeBundle: the service worker (sw.js, workbox-*.js) is written there.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const walk = (dir: string): string[] =>
          fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
        for (const file of walk(outDir)) {
          if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
          const data = fs.readFileSync(file);
          if (data.length < 1024) continue;
          fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        }
      },
    },
  };
}

/**
 * The installable app shell (decision 0043): a manifest and a Workbox service worker that
 * precaches the built files (index.html, JS, CSS, fonts, icons) so /sales and /sale-mobile open with
 * no server. Nothing else is cached: /api is never answered by the worker. 'prompt': a new version
 * waits and is taken at the next navigation between screens (app/appShell.ts), never mid-sale.
 */
export function appShell() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg'],
    manifest: {
      name: 'Lactea',
      short_name: 'Lactea',
      description: 'Back-office y punto de venta de productos lácteos',
      lang: 'es',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#1976D2',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff,woff2,webmanifest}'],
      // Client-side routes (/sales, /sale-mobile...) answer the precached index.html; never /api.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api(\/|$)/],
      cleanupOutdatedCaches: true,
      // The charts chunk is the largest file; the whole shell must be there offline.
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    },
  });
}

// @lactea/contracts is TypeScript source linked through the workspace (node_modules/@lactea/contracts
// -> ../packages/contracts). Vite follows the symlink to its real path, outside node_modules, so it is
// compiled like our own source and never pre-bundled.
export default defineConfig({
  plugins: [react(), appShell(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod and its jitless setting (src/zodConfig.ts) in one chunk of their own, loaded after
            // sign-in or on the login form's first check: the setting then runs right after zod and
            // before any chunk that builds a schema. Left to itself the bundler merged zod with the
            // contracts' field schemas, built before the setting (a CSP report on every load).
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]zodConfig\.ts$/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
