/**
 * `npm run demo` / `npm start`: builds the web and the server only when their sources changed since
 * the last build. The build takes from half a minute to a minute on two cores (it varies with
 * the machine's load, so the log says what it took, not an estimate); most starts follow no change.
 *
 * "Changed" is a SHA-256 of every input file's path and content (not mtimes: a checkout or a copy
 * touches mtimes without changing anything, and an editor can keep them), written beside the server
 * bundle after a successful build. A missing output, a missing stamp or any difference rebuilds.
 */
import { execSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** What the two builds read (web: vite; server: server/build.mjs bundling the contracts). */
const INPUTS = ['web', 'server/src', 'server/build.mjs', 'server/package.json', 'packages/contracts', 'package.json', 'package-lock.json', 'tsconfig.base.json'];
const SKIP = new Set(['node_modules', 'dist']);
const OUTPUTS = ['web/dist/index.html', 'server/dist/main.js'];
const STAMP = path.join(root, 'server/dist/build-inputs.sha256');

function files(entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((e) => !SKIP.has(e.name) && !e.name.endsWith('.test.ts') && !e.name.endsWith('.test.tsx'))
    .flatMap((e) => files(path.join(entry, e.name)));
}

export function inputsHash(): string {
  const hash = crypto.createHash('sha256');
  for (const file of INPUTS.flatMap(files).sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const current = inputsHash();
const built = OUTPUTS.every((f) => fs.existsSync(path.join(root, f))) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8').trim() === current;
if (built) {
  console.log('Compilación al día: se usa la de web/dist y server/dist.');
} else {
  console.log('Compilando la web y el servidor (una sola vez por cambio de código)…');
  const started = Date.now();
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(STAMP, `${current}\n`);
  console.log(`Compilado en ${Math.round((Date.now() - started) / 1000)} s.`);
}
