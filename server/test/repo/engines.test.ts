import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A clean `npm ci` on Node 20.19 prints no EBADENGINE warning (issue 6, item 19): every package in
 * the lockfile accepts Node 20.19. content-disposition@3 and cookie@2 (Node >= 22) are pinned to
 * the previous majors through `overrides` in package.json.
 */
const NODE_20 = [20, 19, 0];

function cmp(a: number[], b: number[]): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
const parse = (v: string) => v.replace(/^v/, '').split('.').map((x) => (x === 'x' || x === '*' || x === undefined ? 0 : Number(x)));

/** True when 20.19.0 satisfies one comparator (`>=18`, `^20.9.0`, `~20.19`, `20.x`, `*`). */
function accepts(comparator: string): boolean {
  const m = /^(>=|<=|>|<|\^|~|=)?\s*(.*)$/.exec(comparator.trim())!;
  const [op = '=', version] = [m[1], m[2]];
  if (version === '*' || version === '' || version === 'x') return true;
  const parts = version.split('.');
  const v = [...parse(version), 0, 0].slice(0, 3);
  switch (op) {
    case '>=': return cmp(NODE_20, v) >= 0;
    case '>': return cmp(NODE_20, v) > 0;
    case '<=': return cmp(NODE_20, v) <= 0;
    case '<': return cmp(NODE_20, v) < 0;
    case '^': return NODE_20[0] === v[0] && cmp(NODE_20, v) >= 0;
    case '~': return NODE_20[0] === v[0] && (parts.length < 2 || NODE_20[1] === v[1]) && cmp(NODE_20, v) >= 0;
    default: return NODE_20[0] === v[0] && (parts.length < 2 || parts[1] === 'x' || NODE_20[1] === v[1]);
  }
}
export function satisfiesNode20(range: string): boolean {
  const normal = range.replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1').replace(/(\S+)\s+-\s+(\S+)/g, '>=$1 <=$2');
  return normal.split('||').some((alt) => alt.trim().split(/\s+/).filter(Boolean).every(accepts));
}

describe('Node 20.19 runs the whole dependency tree', () => {
  it('reads engine ranges the way npm does', () => {
    for (const ok of ['>=18', '>=20.19.0', '^20.19.0 || >=22.12.0', '>= 14', '*', '20.x', '>=12 <21', '14 - 22']) expect(satisfiesNode20(ok), ok).toBe(true);
    for (const no of ['>=22', '>=20.20', '^22.0.0', '18.x', '>=21 || >=22']) expect(satisfiesNode20(no), no).toBe(false);
  });

  it('no package in the lockfile requires a newer Node', () => {
    const lock = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
    };
    const refused = Object.entries(lock.packages)
      .filter(([, p]) => p.engines && !Array.isArray(p.engines) && p.engines.node && !satisfiesNode20(p.engines.node))
      .map(([name, p]) => `${name}@${p.version} (${(p.engines as { node: string }).node})`);
    expect(refused).toEqual([]);
  });
});
