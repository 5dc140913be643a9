import { createHash } from 'node:crypto';
import { ADMIN, baseUrl } from './browser';

/**
 * The API as the browser tests use it to make their own data (products of a run's tag, settings):
 * an administrator's token, and a call that throws with the answer's text unless it is a 2xx.
 */
export async function signInApi(who = ADMIN): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: who.username, password: createHash('md5').update(who.password).digest('hex') }),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export async function api<T>(token: string, method: string, p: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/${p}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The API as `who`, one login for many calls: `const call = await apiAs(); await call('GET', 'mark/list')`. */
export async function apiAs(who = ADMIN): Promise<<T>(method: string, path: string, body?: unknown) => Promise<T>> {
  const token = await signInApi(who);
  return <T>(method: string, path: string, body?: unknown) => api<T>(token, method, path, body);
}

/** Every page of a list answered as `pagedOf` (data, last_page): `path` ends with its query, page added. */
export async function allPages<T>(token: string, path: string): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const res = await api<{ data: T[]; last_page: number }>(token, 'GET', `${path}${path.includes('?') ? '&' : '?'}page=${page}`);
    out.push(...res.data);
    if (page >= res.last_page) return out;
  }
}
