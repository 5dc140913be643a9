import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * `npm run fuzz -- --minutes 10 [--db pglite|postgres|both] [--seed N] [--runs N]`: the generated
 * bad-input test with random seeds for as long as asked, on both databases by default. A failure
 * prints the FUZZ_SEED / FUZZ_ROUTE / FUZZ_PATH that replay exactly that case.
 */
const { values } = parseArgs({
  options: { minutes: { type: 'string', default: '5' }, db: { type: 'string', default: 'both' }, seed: { type: 'string' }, runs: { type: 'string', default: '25' } },
});
const minutes = Number(values.minutes);
if (!(minutes > 0)) throw new Error('--minutes debe ser un número positivo');
const projects = values.db === 'both' ? ['api-pglite', 'api-postgres'] : [`api-${values.db}`];
const root = path.resolve(import.meta.dirname, '../../..');
console.log(`fuzz: ${minutes} min en ${projects.join(' y ')}${values.seed ? `, semillas desde ${values.seed}` : ', semillas al azar'}`);
const res = spawnSync('npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), 'server/test/generated/bad-input.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_MINUTES: String(minutes), FUZZ_RUNS: values.runs, ...(values.seed ? { FUZZ_SEED: values.seed } : {}) },
});
process.exit(res.status ?? 1);
