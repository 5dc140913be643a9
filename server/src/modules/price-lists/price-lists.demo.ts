import { inArray } from 'drizzle-orm';
import { fold } from '@lactea/contracts';
import { clients, priceListPrices, priceLists, products } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';

/**
 * The demo's wholesale: 'Mayorista' (shops buying by the crate, with quantity breaks) and 'Tiendas
 * de barrio' (a small discount from a few units), and three clients who have them. Run after the
 * demo's sales, which stay at the counter's prices they were sold at.
 */
const DEMO_LISTS: { name: string; clients: string[]; rows: [code: string, minQuantity: number, price: string][] }[] = [
  {
    name: 'Mayorista',
    clients: ['Minimarket El Alto', 'Mercado Lanza - Puesto 14'],
    rows: [
      ['PIL-001', 1, '7.60'],
      ['PIL-001', 12, '7.20'],
      ['PIL-001', 48, '6.90'],
      ['PIL-005', 6, '12.00'],
      ['PIL-005', 24, '11.40'],
      ['DLZ-003', 12, '11.30'],
      ['SOA-001', 5, '44.00'],
      ['QCH-KG', 2.5, '45.00'],
      ['QCH-KG', 10, '43.50'],
    ],
  },
  {
    name: 'Tiendas de barrio',
    clients: ['Tienda Doña Rosa'],
    rows: [
      ['PIL-001', 6, '7.70'],
      ['PIL-003', 10, '6.20'],
      ['PIL-004', 24, '2.30'],
      ['MLK-001', 24, '2.30'],
    ],
  },
];

export async function seedPriceListsDemo(db: Db): Promise<void> {
  const codes = [...new Set(DEMO_LISTS.flatMap((l) => l.rows.map(([code]) => code)))];
  const found = await db.select({ id: products.id, code: products.code }).from(products).where(inArray(products.code, codes));
  const productId = new Map(found.map((p) => [p.code, p.id]));
  for (const list of DEMO_LISTS) {
    const [{ id }] = await db.insert(priceLists).values({ name: list.name, nameKey: fold(list.name) }).returning({ id: priceLists.id });
    await db.insert(priceListPrices).values(
      list.rows.map(([code, minQuantity, price]) => {
        const fkProduct = productId.get(code);
        if (fkProduct === undefined) throw new Error(`Producto de demostración desconocido: ${code}`);
        return { fkPriceList: id, fkProduct, minQuantity, price };
      }),
    );
    await db.update(clients).set({ fkPriceList: id }).where(inArray(clients.businessName, list.clients));
  }
  // Every client named above exists: a renamed demo client would silently lose its list.
  const given = await db.select({ n: clients.id }).from(clients).where(inArray(clients.businessName, DEMO_LISTS.flatMap((l) => l.clients)));
  if (given.length !== DEMO_LISTS.flatMap((l) => l.clients).length) throw new Error('Cliente de demostración desconocido en las listas de precios');
}
