import { sql } from 'drizzle-orm';
import { fold } from '@lactea/contracts';
import { marks, users } from './schema/index.js';
import type { Db } from './types.js';
import type { ScryptParams } from '../config.js';
import { hashPassword, md5Hex } from '../modules/auth/password.js';

/** First start on an empty database: create the administrator (DESIGN §4). */
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

export const DEMO_CASHIER = { username: 'cajero', password: 'cajero123', name: 'María Quispe' };
export const DEMO_ADMIN = { username: 'admin', password: 'admin123', name: 'Administrador' };

export const DEMO_MARKS = [
  'PIL Andina', 'Delizia', 'Soalpro', 'La Cabaña', 'Kamay', 'Leche Flor', 'Pil Tarija', 'Quesos Chaqueños',
  'Lácteos Chuquisaca', 'Yogurt Natural Cochabamba', 'Milkito', 'Andina Gold', 'El Ceibo', 'Lácteos Illimani',
  'Queso Criollo Beni', 'Mantequilla Sucre', 'Dulce de Leche Potosí', 'Cremas del Valle', 'Lácteos Titicaca',
  'Granja Tupiza', 'Lechería San Javier', 'Quesería Oruro', 'Yogurísimo', 'Nestlé Bolivia', 'Lácteos Warnes',
];

/** Demo data (only into an empty database): an administrator, a cashier and brands. */
export async function seedDemo(db: Db, scrypt: ScryptParams): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (Number(n) > 0) return false;
  const admin = { ...DEMO_ADMIN, category: 'a' };
  const cashier = { ...DEMO_CASHIER, category: 'u' };
  for (const u of [admin, cashier]) {
    await db.insert(users).values({
      name: u.name,
      category: u.category,
      username: u.username,
      usernameKey: fold(u.username),
      passwordHash: await hashPassword(md5Hex(u.password), scrypt),
    });
  }
  await db.insert(marks).values(DEMO_MARKS.map((mark, i) => ({ mark, markKey: fold(mark), enabled: i % 9 === 8 ? 0 : 1 })));
  return true;
}
