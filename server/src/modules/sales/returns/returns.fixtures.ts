import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../../test/helpers.js';

/** POST sale/return as the web sends it: with an Idempotency-Key (a new one unless given; null sends none). */
export const postReturn = (t: TestApp, token: string, body: unknown, key: string | null = randomUUID()) =>
  t.app.inject({ method: 'POST', url: '/api/sale/return', headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) }, payload: body as object });
