import { describe, expect, it } from 'vitest';
import { TEST_SCRYPT } from '../../../test/fixtures.js';
import { hashPassword, md5Hex, verifyPassword } from './password.js';
import { newToken, tokenHash } from './tokens.js';

describe('password hashing', () => {
  it('md5Hex is the digest the browser sends', () => {
    expect(md5Hex('admin123')).toBe('0192023a7bbd73250516f069df18b500');
    expect(md5Hex('ñandú')).toBe('97e5094e8302a2129151f075165779e2'); // UTF-8, as the browser hashes
  });

  it('stores scrypt with its parameters and a fresh salt; verifies only the same secret', async () => {
    const secret = md5Hex('admin123');
    const a = await hashPassword(secret, TEST_SCRYPT);
    const b = await hashPassword(secret, TEST_SCRYPT);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    expect(await verifyPassword(secret, a)).toBe(true);
    expect(await verifyPassword(secret, b)).toBe(true);
    expect(await verifyPassword(md5Hex('admin124'), a)).toBe(false);
  });

  it('a stored value of another scheme never verifies', async () => {
    expect(await verifyPassword('x', 'plain$x')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });

  it('the production cost (N=2^17) works within maxmem', async () => {
    const strong = { N: 2 ** 17, r: 8, p: 1 };
    const h = await hashPassword('s', strong);
    expect(h.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('s', h)).toBe(true);
  });
});

describe('tokens', () => {
  it('are 32 random bytes in base64url, kept as SHA-256 hex', () => {
    const a = newToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(a);
    expect(tokenHash(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash(a)).toBe(tokenHash(a));
  });
});
