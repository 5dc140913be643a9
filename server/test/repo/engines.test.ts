import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Two Node versions matter (docs/decisions/0023-node-runtime.md):
 * - the machine's own Node runs `npm install` (on a fresh machine, Node 20.19): a clean install
 *   prints no EBADENGINE warning only if every package in the lockfile accepts it;
 * - the Node the project runs on, from the `node` devDependency (24 LTS), and the newest LTS line
 *   (26) that CI also runs the unit and API suites on: every package must accept both.
 * content-disposition@3 and cookie@2 (Node >= 22) stay on the previous majors through `overrides`.
 */
const INSTALLS_ON = '20.19.0';
const root = path.resolve(import.meta.dirname, '../../..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
const RUNS_ON = pkg.devDependencies.node;
const ciRun = fs.readFileSync(path.join(root, '.ci/run'), 'utf8');
const NEWEST_LTS = /node@(\d+\.\d+\.\d+)/.exec(ciRun)?.[1] ?? 'missing';

function cmp(a: number[], b: number[]): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
const parse = (v: string) => v.replace(/^v/, '').split('.').map((x) => (x === 'x' || x === '*' || x === undefined ? 0 : Number(x)));

/** True when `node` satisfies one comparator (`>=18`, `^20.9.0`, `~20.19`, `20.x`, `*`). */
function accepts(node: number[], comparator: string): boolean {
  const m = /^(>=|<=|>|<|\^|~|=)?\s*(.*)$/.exec(comparator.trim())!;
  const [op = '=', version] = [m[1], m[2]];
  if (version === '*' || version === '' || version === 'x') return true;
  const parts = version.split('.');
  const v = [...parse(version), 0, 0].slice(0, 3);
  switch (op) {
    case '>=': return cmp(node, v) >= 0;
    case '>': return cmp(node, v) > 0;
    case '<=': return cmp(node, v) <= 0;
    case '<': return cmp(node, v) < 0;
    case '^': return node[0] === v[0] && cmp(node, v) >= 0;
    case '~': return node[0] === v[0] && (parts.length < 2 || node[1] === v[1]) && cmp(node, v) >= 0;
    default: return node[0] === v[0] && (parts.length < 2 || parts[1] === 'x' || node[1] === v[1]);
  }
}
export function satisfiesNode(range: string, version: string): boolean {
  const node = parse(version);
  const normal = range.replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1').replace(/(\S+)\s+-\s+(\S+)/g, '>=$1 <=$2');
  return normal.split('||').some((alt) => alt.trim().split(/\s+/).filter(Boolean).every((c) => accepts(node, c)));
}

function refusing(version: string): string[] {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
  };
  return Object.entries(lock.packages)
    .filter(([, p]) => p.engines && !Array.isArray(p.engines) && p.engines.node && !satisfiesNode(p.engines.node, version))
    .map(([name, p]) => `${name}@${p.version} (${(p.engines as { node: string }).node})`);
}

describe('the Node versions that install and run Lactea accept the whole dependency tree', () => {
  it('reads engine ranges the way npm does', () => {
    for (const ok of ['>=18', '>=20.19.0', '^20.19.0 || >=22.12.0', '>= 14', '*', '20.x', '>=12 <21', '14 - 22']) expect(satisfiesNode(ok, '20.19.0'), ok).toBe(true);
    for (const no of ['>=22', '>=20.20', '^22.0.0', '18.x', '>=21 || >=22']) expect(satisfiesNode(no, '20.19.0'), no).toBe(false);
    expect(satisfiesNode('^20.19.0 || ^22.12.0', '24.21.0')).toBe(false);
    expect(satisfiesNode('^20.19.0 || >=22.12.0', '26.10.0')).toBe(true);
  });

  it('runs on an exact 24 LTS from the npm registry, and CI also runs an exact 26', () => {
    expect(RUNS_ON).toMatch(/^24\.\d+\.\d+$/);
    expect(NEWEST_LTS).toMatch(/^26\.\d+\.\d+$/);
  });

  it.each([
    ['installs on', INSTALLS_ON],
    ['runs on', RUNS_ON],
    ['CI also runs on', NEWEST_LTS],
  ])('no package in the lockfile refuses the Node it %s (%s)', (_what, version) => {
    expect(refusing(version)).toEqual([]);
  });
});
