import { and, asc, eq, ne } from 'drizzle-orm';
import { SALDO_CODE } from '@lactea/contracts';
import { sales, typePayments, users } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import type { Config } from '../../config.js';
import type { Ctx } from '../../lib/context.js';
import { addExpenseAdmin } from '../expenses/expenses-admin.service.js';
import { addExpense } from '../expenses/expenses.service.js';
import { addTypeExpense } from '../expenses/type-expenses.service.js';
import { collectDebt } from './debt-payments.service.js';
import { businessToday } from '../../lib/business-time.js';

const DAYS = 75;
const DAY_MS = 86_400_000;
const DESK = ['Bolsas plásticas', 'Hielo', 'Pasaje de entrega', 'Limpieza', 'Cambio de monedas', 'Refrigerio'];
const ADMIN: [type: string, description: string, cents: number][] = [
  ['Alquiler', 'Alquiler del local', 250_000],
  ['Servicios básicos', 'Luz y agua', 38_550],
  ['Sueldos', 'Sueldo cajero', 300_000],
  ['Transporte', 'Flete de proveedor', 12_000],
  ['Mantenimiento', 'Mantenimiento de la vitrina', 18_075],
];

/** The same demo every time. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/**
 * Money of the day demo (after the sales demo): expense types, 0–2 cash-desk expenses a day by
 * the cashier, an admin expense every week, and about two thirds of the credit sales collected a
 * few days after the sale — all through the services, so the closing of any demo day adds up.
 */
export async function seedMoneyDemo(db: Db, tzBusiness = 'America/La_Paz'): Promise<void> {
  const config = { tzBusiness, pageSize: 10 } as Config;
  const people = await db.select({ id: users.id, name: users.name, category: users.category, username: users.username }).from(users).orderBy(asc(users.id));
  const ctxOf = (p: (typeof people)[number]) => ({ db, config, user: { id: p.id, name: p.name, category: p.category as 'a' | 'u', username: p.username }, ip: '127.0.0.1' }) as Ctx;
  const admin = ctxOf(people.find((p) => p.category === 'a') ?? people[0]);
  const cashier = ctxOf(people.find((p) => p.category === 'u') ?? people[0]);
  const rnd = random(12);
  const types = new Map<string, number>();
  for (const [name] of ADMIN) types.set(name, (await addTypeExpense(admin, { type_expense: name })).id);
  const now = Date.now();
  for (let day = DAYS; day >= 0; day--) {
    const noon = now - day * DAY_MS;
    const n = Math.floor(rnd() * 3);
    for (let i = 0; i < n; i++) {
      const cents = 500 + Math.floor(rnd() * 5500);
      await addExpense(cashier, { expense: cents / 100, description: DESK[Math.floor(rnd() * DESK.length)] }, { at: new Date(noon - (i + 1) * 3_600_000) });
    }
    if (day % 7 === 3) {
      const [type, description, cents] = ADMIN[Math.floor(rnd() * ADMIN.length)];
      const at = new Date(noon);
      // The shop's day at that moment (the UTC one is tomorrow from 20:00 in La Paz).
      const date = businessToday(tzBusiness, at);
      await addExpenseAdmin(admin, { expense: cents / 100, description, date_expense: date, fk_type_expense: types.get(type)! }, { at });
    }
  }
  const [cash] = await db.select({ id: typePayments.id }).from(typePayments).where(and(eq(typePayments.isCash, 1), eq(typePayments.enabled, 1))).orderBy(asc(typePayments.id)).limit(1);
  // A debt is paid with money: never with 'Saldo a favor'.
  const others = await db.select({ id: typePayments.id }).from(typePayments).where(and(eq(typePayments.isCash, 0), eq(typePayments.enabled, 1), ne(typePayments.code, SALDO_CODE))).orderBy(asc(typePayments.id));
  const credits = await db.select({ id: sales.id, date: sales.date }).from(sales).where(and(eq(sales.cancelled, 0), eq(sales.enabled, 1))).orderBy(asc(sales.id));
  for (const credit of credits) {
    if (rnd() > 0.66 || !cash) continue;
    const when = Math.min(now, Date.parse(`${credit.date}T16:00:00Z`) + (1 + Math.floor(rnd() * 6)) * DAY_MS);
    const type = rnd() < 0.75 || others.length === 0 ? cash.id : others[Math.floor(rnd() * others.length)].id;
    await collectDebt(rnd() < 0.5 ? admin : cashier, { id: credit.id, id_type_payment: type }, { at: new Date(when) });
  }
}
