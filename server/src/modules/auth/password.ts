import crypto from 'node:crypto';
import { promisify } from 'node:util';
import type { ScryptParams } from '../../config.js';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const KEY_LENGTH = 32;
/** N=2^17 with r=8 needs 128 MiB; Node's default maxmem (32 MiB) would throw. */
const maxmem = (p: ScryptParams) => 128 * p.N * p.r * 2;

/**
 * The "password" here is the MD5 hex the browser sends (the spec's contract). It is treated as the
 * secret and stored only as a salted scrypt hash, with its parameters, so they can be raised later.
 */
export async function hashPassword(secret: string, params: ScryptParams): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(secret, salt, KEY_LENGTH, { ...params, maxmem: maxmem(params) });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(secret, Buffer.from(salt, 'base64'), expected.length, { ...params, maxmem: maxmem(params) });
  return crypto.timingSafeEqual(expected, actual);
}

export function md5Hex(text: string): string {
  return crypto.createHash('md5').update(text, 'utf8').digest('hex');
}
