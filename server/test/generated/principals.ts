import crypto from 'node:crypto';
import { expect } from 'vitest';
import { md5Hex } from '../../src/modules/auth/password.js';
import { ADMIN, CASHIER, type TestApp } from '../helpers.js';

/**
 * The callers of the authorization matrix. Each one is made through the real API
 * (add, log in, then disable / demote / change credentials), so the matrix checks what a shop
 * would actually see.
 */
export const PRINCIPALS = ['sin token', 'token falso', 'inhabilitado', 'credenciales cambiadas', 'degradado', 'cajero', 'preventista', 'admin'] as const;
export type Principal = (typeof PRINCIPALS)[number];

interface Person {
  username: string;
  password: string;
}

export interface Callers {
  /** The token a principal calls with (undefined: none). */
  token(p: Principal): string | undefined;
  /** A new session of a principal that may still sign in (for calls that could end its session). */
  fresh(p: Principal): Promise<string | undefined>;
}

async function addUser(t: TestApp, admin: string, username: string, category: 'a' | 'u' | 'v'): Promise<Person & { id: number }> {
  const password = `${username}-clave`;
  const res = await t.call(admin, 'POST', '/api/user/add', { name: `Matriz ${username}`, category, username, password: md5Hex(password) });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().id, username, password };
}

async function loginToken(t: TestApp, p: Person): Promise<string> {
  const res = await t.login(p.username, p.password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

/** The user row as the list answers it (with its version, where rows carry one). */
async function userRow(t: TestApp, admin: string, id: number): Promise<Record<string, unknown>> {
  const res = await t.call(admin, 'GET', '/api/user/list');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Record<string, unknown>[]).find((u) => u.id === id)!;
}

export async function makeCallers(t: TestApp): Promise<Callers> {
  const admin = await t.adminToken();
  const disabled = await addUser(t, admin, 'mx_inhab', 'u');
  const changed = await addUser(t, admin, 'mx_cambio', 'u');
  const demoted = await addUser(t, admin, 'mx_degrad', 'a');
  const seller = await addUser(t, admin, 'mx_prevent', 'v');
  const tokens: Record<Principal, string | undefined> = {
    'sin token': undefined,
    'token falso': crypto.randomBytes(32).toString('base64url'),
    inhabilitado: await loginToken(t, disabled),
    'credenciales cambiadas': await loginToken(t, changed),
    degradado: await loginToken(t, demoted),
    cajero: await t.cashierToken(),
    preventista: await loginToken(t, seller),
    admin,
  };

  const ref = async (id: number) => {
    const { version } = await userRow(t, admin, id);
    return { id, version };
  };
  const disable = await t.call(admin, 'PATCH', '/api/user/change-state', await ref(disabled.id));
  expect(disable.statusCode, disable.body).toBe(200);
  const newCredentials = { ...(await ref(changed.id)), username: 'mx_cambio2', password: md5Hex('otra-clave') };
  const change = await t.call(admin, 'PUT', '/api/user/change-credentials', newCredentials);
  expect(change.statusCode, change.body).toBe(200);
  const demote = await t.call(admin, 'PATCH', '/api/user/update', { ...(await ref(demoted.id)), name: (await userRow(t, admin, demoted.id)).name, category: 'u' });
  expect(demote.statusCode, demote.body).toBe(200);

  const people: Partial<Record<Principal, Person>> = { degradado: demoted, cajero: CASHIER, preventista: seller, admin: ADMIN };
  return {
    token: (p) => tokens[p],
    fresh: async (p) => (people[p] ? loginToken(t, people[p]) : tokens[p]),
  };
}
