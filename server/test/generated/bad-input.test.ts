import { afterAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../src/lib/route-table.js';
import { createTestApp } from '../helpers.js';
import { AdminSession, fuzzRoute, routeLabel } from './fuzz-route.js';

/**
 * Bad input on every /api/ route, generated from its zod schemas. `npm test` runs a
 * fixed seed and FUZZ_RUNS random cases per route (after the fixed ones); `npm run fuzz` runs random
 * seeds for FUZZ_MINUTES. A failure prints the environment that replays exactly that case.
 */
const env = process.env;
const fuzzMinutes = Number(env.FUZZ_MINUTES ?? 0);
const fixedSeed = env.FUZZ_SEED ? Number(env.FUZZ_SEED) : 20261122;
const numRuns = Number(env.FUZZ_RUNS ?? 10);

const t = await createTestApp();
afterAll(() => t.close());
const admin = new AdminSession(t);
const routes = routeTable(t.app).filter((r) => !env.FUZZ_ROUTE || routeLabel(r) === env.FUZZ_ROUTE);
const replayHint = (seed: number, route: string) => (_routeSeed: number, path: string) =>
  `Repetir: FUZZ_SEED=${seed} FUZZ_ROUTE='${route}' FUZZ_PATH='${path}' npx vitest run --project api-${t.kind} server/test/generated/bad-input.test.ts`;

describe(`bad input on every route (generated, ${t.kind})`, () => {
  if (fuzzMinutes > 0) {
    it(`random seeds for ${fuzzMinutes} min`, async () => {
      const deadline = Date.now() + fuzzMinutes * 60_000;
      let rounds = 0;
      let cases = 0;
      while (Date.now() < deadline) {
        const seed = env.FUZZ_SEED ? fixedSeed + rounds : Math.floor(Math.random() * 2 ** 31);
        for (const route of routes) {
          const result = await fuzzRoute(t, route, admin, { seed, numRuns }, replayHint(seed, routeLabel(route)));
          cases += result.cases;
          expect(result.failure, result.failure).toBeUndefined();
          if (Date.now() > deadline) break;
        }
        rounds++;
      }
      console.log(`fuzz ${t.kind}: ${rounds} rondas, ${cases} casos, ${routes.length} rutas, sin fallas`);
    }, (fuzzMinutes + 5) * 60_000);
    return;
  }
  const summary: string[] = [];
  afterAll(() => console.log(`Entradas malas (${t.kind}, semilla ${fixedSeed}): casos y respuestas por ruta\n${summary.join('\n')}`));
  it.each(routes.map((r) => [routeLabel(r), r] as const))('%s', async (label, route) => {
    const result = await fuzzRoute(t, route, admin, { seed: fixedSeed, numRuns, path: env.FUZZ_PATH }, replayHint(fixedSeed, label));
    summary.push(`${label.padEnd(45)} ${String(result.cases).padStart(4)}  ${Object.entries(result.statuses).map(([s, n]) => `${s}×${n}`).join(' ')}`);
    expect(result.failure, result.failure).toBeUndefined();
    expect(result.cases).toBeGreaterThanOrEqual(numRuns);
  }, 120_000);
});
