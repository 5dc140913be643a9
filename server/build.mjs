// Bundles the server (with the contracts) into dist/main.js and copies the migrations beside it.
import { build } from 'esbuild';
import fs from 'node:fs';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  plugins: [
    {
      name: 'bundle-contracts',
      setup(b) {
        b.onResolve({ filter: /^@lactea\/contracts$/ }, () => ({ path: new URL('../packages/contracts/src/index.ts', import.meta.url).pathname }));
      },
    },
  ],
  logLevel: 'warning',
});
fs.rmSync('dist/migrations', { recursive: true, force: true });
fs.cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
