import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const webSrc = path.join(root, 'web/src');

/** Every .ts/.tsx file under web/src and the web/src files it imports by a relative path. */
function importGraph(): Map<string, string[]> {
  const files = (fs.readdirSync(webSrc, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f)).map((f) => path.join(webSrc, f));
  const resolve = (from: string, spec: string) => {
    const base = path.resolve(path.dirname(from), spec);
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((f) => files.includes(f));
  };
  return new Map(
    files.map((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) => m[1]);
      return [file, specs.map((s) => resolve(file, s)).filter((f): f is string => f !== undefined)];
    }),
  );
}

describe('the web imports one way', () => {
  it('has no import circle (type-only imports included)', () => {
    const graph = importGraph();
    const done = new Set<string>();
    const circles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      if (trail.includes(file)) return void circles.push([...trail.slice(trail.indexOf(file)), file].map((f) => path.relative(webSrc, f)).join(' → '));
      if (done.has(file)) return;
      for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
      done.add(file);
    };
    for (const file of graph.keys()) visit(file, []);
    expect(circles).toEqual([]);
  });

  it('npm run lint refuses a feature importing another feature or app/, and lib/ importing a feature', async () => {
    const eslint = new ESLint({ cwd: root });
    const refusals = async (file: string, code: string) =>
      (await eslint.lintText(code, { filePath: path.join(webSrc, file) }))[0].messages.filter((m) => m.ruleId === 'lactea/web-boundaries').length;
    expect(await refusals('features/home/x.ts', "export { tillApi } from '../till/tillApi';")).toBe(1);
    expect(await refusals('features/home/x.ts', "export { accessOf } from '../../app/routeAccess';")).toBe(1);
    expect(await refusals('features/home/x.ts', "export const later = () => import('../reports/SaleParts');")).toBe(1);
    expect(await refusals('lib/x.ts', "export { tillApi } from '../features/till/tillApi';")).toBe(1);
    // No edge between features is listed: not even the ones BALANCE and the offline till once had.
    expect(await refusals('features/balance/x.ts', "export { MoneyLine } from '../close-box/CountDifference';")).toBe(1);
    expect(await refusals('features/till/offline/x.ts', "export { editClient } from '../../clients/clientsApi';")).toBe(1);
    // Its own folder (subfolders included) and the shared layers are fine.
    expect(await refusals('features/home/x.ts', "export { Tile } from './Tile';\nexport { api } from '../../lib/api';")).toBe(0);
    expect(await refusals('features/till/x.ts', "export { OfflineBar } from './offline/OfflineBar';")).toBe(0);
    expect(await refusals('features/till/offline/x.ts', "export { tillApi } from '../tillApi';")).toBe(0);
  });
});
