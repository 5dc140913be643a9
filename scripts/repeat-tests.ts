/**
 * `npm run test:repeat -- N [command]`: runs the README's test command N times, each in a fresh clone
 * of the committed HEAD (a temporary folder, removed afterwards), one after the other, and prints
 * each result and duration. A suite that passes every time passes N times in a row here.
 *
 * The command defaults to the README's: `npm ci && npm test`. Another one (quoted) proves the
 * script cheaply: `npm run test:repeat -- 2 'npm ci && npm run test:unit -- --project contracts'`.
 * Each run's output goes to a log file named in the table; the temporary clones are deleted, the
 * logs are kept. Uncommitted changes are not tested: commit first.
 */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const README_COMMAND = 'npm ci --no-audit --no-fund && npm test';

interface RunResult {
  run: number;
  ok: boolean;
  exitCode: number | null;
  seconds: number;
  log: string;
}

/**
 * The environment of a fresh shell: `npm run test:repeat` put this checkout's node_modules/.bin (and
 * its Node 24) first on the PATH and its settings in npm_* variables; a clone must start from the
 * machine's own Node and npm, as on a new machine.
 */
function freshEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
  const npmAdded = (dir: string) => dir.endsWith(`${path.sep}node_modules${path.sep}.bin`) || dir.endsWith(`${path.sep}node-gyp-bin`);
  env.PATH = (process.env.PATH ?? '').split(path.delimiter).filter((dir) => !npmAdded(dir)).join(path.delimiter);
  return { ...env, FORCE_COLOR: '0' };
}

function runIn(cwd: string, command: string, logFile: string): Promise<number | null> {
  const log = fs.openSync(logFile, 'w');
  // The machine's Node starts npm; the project's scripts then run on the `node` devDependency.
  const child = spawn('bash', ['-c', command], { cwd, stdio: ['ignore', log, log], env: freshEnv() });
  return new Promise((resolve) => child.on('close', (code) => (fs.closeSync(log), resolve(code))));
}

function table(results: RunResult[]): string {
  const rows = results.map((r) => `| ${r.run} | ${r.ok ? 'pasa' : `FALLA (código ${r.exitCode})`} | ${r.seconds.toFixed(0)} | ${r.log} |`);
  const passed = results.filter((r) => r.ok).length;
  return ['| corrida | resultado | segundos | log |', '|---:|---|---:|---|', ...rows, '', `${passed} de ${results.length} pasaron.`].join('\n');
}

async function main() {
  const [countArg = '1', command = README_COMMAND] = process.argv.slice(2);
  const count = Number(countArg);
  if (!Number.isInteger(count) || count < 1) throw new Error(`Uso: npm run test:repeat -- N ['comando'] (N entero >= 1, recibido "${countArg}")`);
  const repo = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
  const logs = fs.mkdtempSync(path.join(os.tmpdir(), 'lactea-repeat-logs-'));
  console.log(`${count} corrida(s) de «${command}» en clones nuevos de ${head.slice(0, 10)}; logs en ${logs}`);

  const results: RunResult[] = [];
  for (let run = 1; run <= count; run++) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `lactea-repeat-${run}-`));
    const log = path.join(logs, `run-${run}.log`);
    const started = performance.now();
    try {
      execFileSync('git', ['clone', '--quiet', '--no-hardlinks', repo, dir]);
      execFileSync('git', ['checkout', '--quiet', '--detach', head], { cwd: dir });
      const exitCode = await runIn(dir, command, log);
      results.push({ run, ok: exitCode === 0, exitCode, seconds: (performance.now() - started) / 1000, log });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const last = results[results.length - 1];
    console.log(`corrida ${run}/${count}: ${last.ok ? 'pasa' : `FALLA (código ${last.exitCode})`} en ${last.seconds.toFixed(0)} s`);
  }
  console.log(`\n${table(results)}`);
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}

await main();
