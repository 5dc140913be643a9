import pg from 'pg';
import { afterAll, expect } from 'vitest';

/**
 * node-postgres deprecates what its version 9 refuses; a test file that does any of it fails, so the
 * code is fixed before an upgrade breaks it in production:
 * - a statement sent on a connection still running another (as `Promise.all` over one transaction's
 *   reads does): node-postgres warns only from the third such statement on, this sees the second;
 * - anything else it warns about as removed in pg@9.
 */
const found: string[] = [];
process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && warning.message.includes('pg@9')) found.push(warning.message);
});

type Internals = { pipeline: boolean; _activeQuery: unknown; _queryQueue: unknown[] };
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client & Internals, ...args: unknown[]) {
  if (!this.pipeline && (this._activeQuery || this._queryQueue.length > 0)) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    found.push(`sent while its connection ran another: ${String(text).slice(0, 160)}`);
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

afterAll(() => {
  expect(found, 'node-postgres: what its version 9 refuses').toEqual([]);
});
