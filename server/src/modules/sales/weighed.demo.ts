import { asc, eq } from 'drizzle-orm';
import { buildScaleLabel, fold, gramsForPrice, KARDEX_REASONS, lineCents, toCents, type RecordSaleBody } from '@lactea/contracts';
import { marks, products, typePayments, users } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import type { Config } from '../../config.js';
import type { Ctx } from '../../lib/context.js';
import { productCodeKey, productSearchText } from '../products/products.service.js';
import { readSettings, scaleFormatOf } from '../settings/settings.read.js';
import { addLot } from '../stock/ledger.js';
import { addDays, todayText } from '../stock/stock-sql.js';
import { recordSale } from './record/record-sale.js';

/** Two cheeses sold by the kilo: code, name, price and cost per kg, scale code, lots in kg. */
const WEIGHED: { code: string; product: string; description: string; price: string; cost: string; scaleCode: number; lots: [kilos: number, expiresIn: number][] }[] = [
  { code: 'QCH-KG', product: 'Queso Chaqueño por kg', description: 'Queso criollo de Villamontes, al corte', price: '48.00', cost: '36.50', scaleCode: 101, lots: [[4.25, 12], [8.5, 40]] },
  { code: 'QSL-KG', product: 'Quesillo por kg', description: 'Quesillo fresco de Tupiza, al corte', price: '36.50', cost: '27.00', scaleCode: 102, lots: [[6.75, 9]] },
];

/** The weights (g) the demo's scale labels carry, by product: a few counter sales each. */
const LABEL_GRAMS = [[750, 1250, 480, 315], [1000, 625, 905]];

/**
 * Demo weighed products after the other demo data: the two cheeses, their lots in kilos and a few
 * sales rung up from scale labels (read with Configuraciones' format, as the till does), all
 * through the ledger and recordSale so stock, kardex and rollups agree.
 */
export async function seedWeighedDemo(db: Db, tzBusiness = 'America/La_Paz'): Promise<void> {
  const config = { tzBusiness, pageSize: 10 } as Config;
  const [cashier] = await db.select().from(users).orderBy(asc(users.id));
  const [mark] = await db.select().from(marks).where(eq(marks.markKey, fold('Quesos Chaqueños')));
  const [cash] = await db.select().from(typePayments).where(eq(typePayments.isCash, 1)).orderBy(asc(typePayments.id)).limit(1);
  if (!cashier || !mark || !cash) return;
  const ctx = { db, config, user: { id: cashier.id, name: cashier.name, category: cashier.category as 'a' | 'u', username: cashier.username }, ip: '127.0.0.1' } as Ctx;
  const today = todayText(tzBusiness);
  const format = scaleFormatOf(await readSettings(db));
  for (const [i, w] of WEIGHED.entries()) {
    const [row] = await db
      .insert(products)
      .values({
        code: w.code,
        codeKey: productCodeKey(w.code),
        product: w.product,
        barcode: null,
        description: w.description,
        price: w.price,
        cost: w.cost,
        fkMark: mark.id,
        unit: 'kg',
        scaleCode: w.scaleCode,
        searchText: productSearchText({ code: w.code, product: w.product, barcode: null, description: w.description }, mark.mark),
      })
      .returning({ id: products.id });
    await db.transaction(async (tx) => {
      for (const [kilos, expiresIn] of w.lots) {
        await addLot(tx, ctx, { fkProduct: row.id, quantity: kilos, expirationDate: addDays(today, expiresIn), unitCost: w.cost }, { reason: KARDEX_REASONS.newLot, docKind: 'lot' });
      }
    });
    const priceCents = toCents(w.price);
    for (const grams of LABEL_GRAMS[i]) {
      // A label in the shop's format: the weight, or the price (whose weight the server derives).
      const labelCents = lineCents(priceCents, grams / 1000);
      const byWeight = format.value_kind === 'w';
      const label = buildScaleLabel(21, w.scaleCode, byWeight ? grams : labelCents, format);
      const kilos = (byWeight ? grams : gramsForPrice(labelCents, priceCents)) / 1000;
      const total = (byWeight ? lineCents(priceCents, kilos) : labelCents) / 100;
      const body: RecordSaleBody = {
        register_client: 0,
        without_client: 1,
        client: null,
        sale: { discount: 0, money_paid: total, total_sale: total, change_box: 0, cancelled: 1, id_type_payment: cash.id },
        detail: [{ product_id: row.id, quantity: kilos, unit_price: Number(w.price), unit_price_system: Number(w.price), discount: 0, promotion: '', scale_label: label }],
      };
      await recordSale(ctx, body);
    }
  }
}
