import { sql } from 'drizzle-orm';
import { fold } from '@lactea/contracts';
import { clients, marks, priceLists, products } from '../server/src/db/schema/index.js';
import type { Db } from '../server/src/db/types.js';
import { productSearchText } from '../server/src/modules/products/product-search.js';

/**
 * Fills a database with a realistic catalogue at scale: brands and `count` products with
 * Spanish dairy names (accents included), codes, barcodes (EAN-13 like, some repeated, some
 * empty) and prices. Deterministic (seeded), so runs compare. Reused by later benchmarks.
 */
const KINDS = ['Leche', 'Yógur', 'Queso', 'Mantequilla', 'Crema', 'Dulce de leche', 'Kéfir', 'Leche chocolatada', 'Quesillo', 'Requesón', 'Postre lácteo', 'Leche en polvo'];
const VARIANTS = ['entera', 'deslactosada', 'semidescremada', 'light', 'frutilla', 'durazno', 'vainilla', 'natural', 'andino', 'fresco', 'madurado', 'con cereal', 'griego', 'sin azúcar', 'chaqueño', 'criollo'];
const SIZES = ['120 g', '250 g', '500 g', '1 kg', '180 ml', '500 ml', '800 ml', '1 L', '2 L', '3 L'];
const BRAND_STEMS = ['PIL', 'Delizia', 'Soalpro', 'La Cabaña', 'Kamay', 'Illimani', 'Titicaca', 'Chuquisaca', 'Tarija', 'Valle Alto', 'San Javier', 'Tupiza', 'Warnes', 'Oruro', 'Beni'];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export interface Generated {
  markIds: number[];
  sampleBarcodes: string[];
  busiestMarkId: number;
}

export async function generateCatalogue(db: Db, count: number, brandCount = 150): Promise<Generated> {
  const rand = rng(20261121);
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
  const markRows = Array.from({ length: brandCount }, (_, i) => {
    const mark = `${BRAND_STEMS[i % BRAND_STEMS.length]} ${i + 1}`;
    return { mark, markKey: fold(mark), enabled: 1 };
  });
  const inserted = await db.insert(marks).values(markRows).returning({ id: marks.id });
  const markIds = inserted.map((r) => r.id);
  const markNames = new Map(inserted.map((r, i) => [r.id, markRows[i].mark]));

  const sampleBarcodes: string[] = [];
  const batch = 2000;
  for (let start = 0; start < count; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const product = `${pick(KINDS)} ${pick(VARIANTS)} ${pick(SIZES)}`.slice(0, 50);
      const code = `P${String(i + 1).padStart(6, '0')}`;
      // 1 in 10 without barcode; 1 in 50 shares the previous product's barcode (several results per scan).
      const barcode = i % 10 === 9 ? null : `777${String(1_000_000_000 + (i % 50 === 49 ? i - 1 : i)).slice(0, 10)}`;
      if (barcode && i % 997 === 0) sampleBarcodes.push(barcode);
      const description = `${product} de ${pick(BRAND_STEMS)}, producto lácteo boliviano`;
      const price = (Math.floor(rand() * 5000) + 150) / 100;
      const cost = Math.round(price * 70) / 100;
      // Skewed: the first brand holds many products, as a big supplier would.
      const fkMark = rand() < 0.2 ? markIds[0] : pick(markIds);
      rows.push({
        code,
        codeKey: fold(code),
        product,
        barcode,
        description,
        price: price.toFixed(2),
        cost: cost.toFixed(2),
        fkMark,
        searchText: productSearchText({ code, product, barcode, description }, markNames.get(fkMark)!),
        enabled: i % 40 === 39 ? 0 : 1,
      });
    }
    await db.insert(products).values(rows);
  }
  await generatePriceLists(db);
  await db.execute(sql`analyze`);
  return { markIds, sampleBarcodes, busiestMarkId: markIds[0] };
}

/** A distributor's price lists: the first is the one the sales bench's client buys on. */
export const BENCH_LISTS = ['Bench Mayorista', 'Bench Tiendas de barrio', 'Bench Supermercados', 'Bench Hoteles', 'Bench Provincias'];
/** Clients generated, one in three on a list (the lists in turn), the others at the counter's prices. */
const BENCH_CLIENTS = 300;

/**
 * BENCH_LISTS, each with a row for every enabled product (5 lists × the catalogue: the offline
 * snapshot's worst case), 8 % below the product's price from 1 unit, and for 1 product in 4 a
 * quantity break 15 % below from 12 units; and BENCH_CLIENTS clients, 1 in 3 on a list.
 */
async function generatePriceLists(db: Db): Promise<void> {
  const lists = await db
    .insert(priceLists)
    .values(BENCH_LISTS.map((name) => ({ name, nameKey: fold(name) })))
    .returning({ id: priceLists.id });
  const ids = sql.join(lists.map((l) => sql`${l.id}`), sql`, `);
  await db.execute(sql`insert into price_list_prices (fk_price_list, fk_product, min_quantity, price)
    select l.id, p.id, 1, round(p.price * 0.92, 2) from products p cross join price_lists l where p.enabled = 1 and l.id in (${ids})
    union all
    select l.id, p.id, 12, round(p.price * 0.85, 2) from products p cross join price_lists l where p.enabled = 1 and p.id % 4 = 0 and l.id in (${ids})`);
  const rows = Array.from({ length: BENCH_CLIENTS }, (_, i) => {
    const businessName = `Tienda bench ${i + 1}`;
    const ciNit = String(5_000_000 + i);
    return { businessName, ciNit, fkPriceList: i % 3 === 0 ? lists[(i / 3) % lists.length].id : null, searchText: fold(`${businessName} ${ciNit}`) };
  });
  await db.insert(clients).values(rows);
}

/** The first client on BENCH_LISTS[0] and that list: the sales bench sells to it. */
export async function benchListClient(db: Db): Promise<{ client: { id: number; business_name: string; ci_nit: string }; listId: number; listName: string }> {
  const [c] = await db
    .select({ id: clients.id, business_name: clients.businessName, ci_nit: clients.ciNit, listId: priceLists.id, listName: priceLists.name })
    .from(clients)
    .innerJoin(priceLists, sql`${priceLists.id} = ${clients.fkPriceList}`)
    .where(sql`${priceLists.nameKey} = ${fold(BENCH_LISTS[0])}`)
    .orderBy(clients.id)
    .limit(1);
  return { client: { id: c.id, business_name: c.business_name, ci_nit: c.ci_nit }, listId: c.listId, listName: c.listName };
}
