import { sql } from 'drizzle-orm';
import { fold } from '@lactea/contracts';
import { users } from './schema/index.js';
import type { Db } from './types.js';
import type { ScryptParams } from '../config.js';
import { hashPassword, md5Hex } from '../modules/auth/password.js';

/** First start on an empty database: create the administrator. */
export async function ensureAdmin(db: Db, username: string, password: string, scrypt: ScryptParams): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (Number(n) > 0) return false;
  await db.insert(users).values({
    name: 'Administrador',
    category: 'a',
    username,
    usernameKey: fold(username),
    passwordHash: await hashPassword(md5Hex(password), scrypt),
  });
  return true;
}
