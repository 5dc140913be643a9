import { sql } from 'drizzle-orm';
import { fold } from '@lactea/contracts';
import { clients, marks, products, providers, users } from '../db/schema/index.js';
import type { Db } from '../db/types.js';
import type { ScryptParams } from '../config.js';
import { hashPassword, md5Hex } from '../modules/auth/password.js';
import { providerSearchText } from '../modules/providers/providers.service.js';
import { clientSearchText } from '../modules/clients/clients.service.js';
import { productCodeKey, productSearchText } from '../modules/products/products.service.js';
import { seedStockDemo } from '../modules/stock/stock.demo.js';
import { seedPurchasesDemo } from '../modules/purchases/purchases.demo.js';
import { seedTillSetupDemo } from '../modules/settings/till-setup.demo.js';
import { seedPresentationsDemo } from '../modules/presentations/presentations.demo.js';
import { seedSalesDemo } from '../modules/sales/sales.demo.js';
import { seedWeighedDemo } from '../modules/sales/weighed.demo.js';
import { seedMoneyDemo } from '../modules/cash/money.demo.js';
import { seedOfflineDemo } from '../modules/offline/offline.demo.js';
import { seedPriceListsDemo } from '../modules/price-lists/price-lists.demo.js';
import { seedRoutesDemo } from '../modules/routes/routes.demo.js';
import { seedOrdersDemo } from '../modules/orders/orders.demo.js';

/**
 * The demo shop (`npm run demo`): its people, brands, providers, clients and products, then each
 * module's own demo data (stock, purchases, sales, money, offline till) in the order they build on
 * each other. Kept out of db/: the database layer does not reach up into the modules.
 */

export const DEMO_CASHIER = { username: 'cajero', password: 'cajero123', name: 'María Quispe' };
export const DEMO_ADMIN = { username: 'admin', password: 'admin123', name: 'Administrador' };
export const DEMO_SELLER = { username: 'preventista', password: 'preventista123', name: 'Carlos Condori' };

export const DEMO_MARKS = [
  'PIL Andina', 'Delizia', 'Soalpro', 'La Cabaña', 'Kamay', 'Leche Flor', 'Pil Tarija', 'Quesos Chaqueños',
  'Lácteos Chuquisaca', 'Yogurt Natural Cochabamba', 'Milkito', 'Andina Gold', 'El Ceibo', 'Lácteos Illimani',
  'Queso Criollo Beni', 'Mantequilla Sucre', 'Dulce de Leche Potosí', 'Cremas del Valle', 'Lácteos Titicaca',
  'Granja Tupiza', 'Lechería San Javier', 'Quesería Oruro', 'Yogurísimo', 'Nestlé Bolivia', 'Lácteos Warnes',
];

export const DEMO_PROVIDERS: [provider: string, description: string][] = [
  ['PIL Andina S.A.', 'Leche, yogures, quesos y mantequilla. Preventa los lunes, entrega los miércoles'],
  ['Delizia Ltda.', 'Helados, yogures y leche. Santa Cruz, pedido mínimo 20 cajas'],
  ['Soalpro S.A.', 'Quesos menonitas y leche fresca de Santa Cruz'],
  ['Distribuidora Don Vicente', 'Mayorista de lácteos del mercado Rodríguez, La Paz'],
  ['Quesería Chaqueña', 'Quesos criollos y chaqueños de Villamontes, envío por flota'],
  ['Lácteos Illimani Ltda.', 'Yogur natural y mantequilla artesanal de Achocalla'],
  ['Granja Tupiza', 'Dulce de leche y quesillo de cabra, Potosí'],
  ['Nestlé Bolivia S.A.', 'Leche en polvo, leche condensada y crema de leche'],
  ['Cooperativa El Ceibo', 'Chocolate con leche y cocoa; proveedor anterior'],
];

/** [name, CI/NIT, gloss, days before a credit sale is overdue (absent: the setting's)]. 'S/N' is the till's buyer without a name: never on credit. */
export const DEMO_CLIENTS: [business_name: string, ci_nit: string, gloss: string | null, overdue_days?: number][] = [
  ['S/N', '0', 'Venta sin nombre ni NIT'],
  ['Tienda Doña Rosa', '4567891 LP', 'Paga los viernes'],
  ['Minimarket El Alto', '1029384756', 'Pedido semanal de yogures'],
  ['Juan Carlos Mamani Choque', '6012345 LP', null],
  ['Heladería Polar S.R.L.', '387654021', 'Crédito hasta 15 días', 15],
  ['Pensión Los Andes', '2345678 OR', null],
  ['Cafetería Ñusta', '8877665 CB', 'Leche deslactosada cada mañana'],
  ['Panadería San Miguel', '1023456027', null],
  ['Mercado Lanza - Puesto 14', '3456789 LP', 'Compra quesos por mayor'],
  ['Colegio San Calixto', '1020345021', 'Desayuno escolar; factura a nombre del colegio'],
  ['María Elena Quispe Flores', '7894561 SC', null],
  ['Restaurante El Lobo', '165432028', 'Mantequilla y crema de leche'],
];

/**
 * [brand, code, product, description, price, cost, barcode]: each sold by the unit; barcode null = no
 * label (found by name or code at the till). The products sold by weight ('… por kg') are weighed.demo.ts's.
 */
type DemoProduct = [mark: string, code: string, product: string, description: string, price: string, cost: string, barcode: string | null];

/** EAN-13 with the Bolivian prefix 777 and a valid check digit. */
function ean13(body: string): string {
  const digits = `777${body}`.padEnd(12, '0').slice(0, 12);
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  ['PIL Andina', 'PIL-001', 'Leche Entera UHT 1 L', 'Leche entera larga vida en caja', '8.00', '6.60', ean13('210600001')],
  ['PIL Andina', 'PIL-002', 'Leche Deslactosada 1 L', 'Leche deslactosada semidescremada en caja', '9.50', '7.90', ean13('210600002')],
  ['PIL Andina', 'PIL-003', 'Leche Pasteurizada 946 ml', 'Leche fresca en bolsa', '6.50', '5.40', ean13('210600003')],
  ['PIL Andina', 'PIL-004', 'Leche Chocolatada 180 ml', 'Leche sabor chocolate, caja con sorbete', '2.50', '1.90', ean13('210600004')],
  ['PIL Andina', 'PIL-005', 'Yogurt Bebible Frutilla 1 L', 'Yogurt bebible sabor frutilla', '13.00', '10.50', ean13('210600005')],
  ['PIL Andina', 'PIL-006', 'Yogurt Bebible Durazno 1 L', 'Yogurt bebible sabor durazno', '13.00', '10.50', ean13('210600006')],
  ['PIL Andina', 'PIL-007', 'Yogurt Griego Natural 500 g', 'Yogurt griego sin azúcar, pote', '22.00', '17.80', ean13('210600007')],
  ['PIL Andina', 'PIL-008', 'Mantequilla con Sal 200 g', 'Mantequilla en barra', '16.50', '13.20', ean13('210600008')],
  ['PIL Andina', 'PIL-009', 'Queso Edam 500 g', 'Queso madurado en barra', '38.00', '31.00', ean13('210600009')],
  ['PIL Andina', 'PIL-010', 'Leche en Polvo 400 g', 'Leche entera en polvo, bolsa', '32.00', '27.50', ean13('210600010')],
  ['PIL Andina', 'PIL-011', 'Crema de Leche 200 ml', 'Crema de leche para cocinar', '9.00', '7.20', ean13('210600011')],
  ['PIL Andina', 'PIL-012', 'Dulce de Leche 500 g', 'Dulce de leche repostero, pote', '21.00', '16.80', ean13('210600012')],
  ['Delizia', 'DLZ-001', 'Helado de Vainilla 1 L', 'Helado cremoso, pote familiar', '28.00', '21.00', ean13('330100001')],
  ['Delizia', 'DLZ-002', 'Helado de Chocolate 1 L', 'Helado cremoso, pote familiar', '28.00', '21.00', ean13('330100002')],
  ['Delizia', 'DLZ-003', 'Yogurt Frutilla 1 L', 'Yogurt bebible con trozos de frutilla', '12.50', '10.00', ean13('330100003')],
  ['Delizia', 'DLZ-004', 'Leche Entera 1 L', 'Leche entera en caja', '7.80', '6.40', ean13('330100004')],
  ['Delizia', 'DLZ-005', 'Queso Crema 200 g', 'Queso crema untable', '15.00', '11.90', ean13('330100005')],
  ['Delizia', 'DLZ-006', 'Manjar Blanco 250 g', 'Manjar de leche en pote', '12.00', '9.30', ean13('330100006')],
  ['Soalpro', 'SOA-001', 'Queso Menonita 1 kg', 'Queso semiduro de colonias menonitas', '48.00', '39.00', ean13('440200001')],
  ['Soalpro', 'SOA-002', 'Queso Fresco 500 g', 'Queso fresco salado', '24.00', '19.00', ean13('440200002')],
  ['Soalpro', 'SOA-003', 'Leche Fresca 1 L', 'Leche pasteurizada en bolsa', '6.80', '5.50', ean13('440200003')],
  ['La Cabaña', 'CAB-001', 'Queso Mozzarella 500 g', 'Queso para pizza en barra', '35.00', '28.00', ean13('510300001')],
  ['La Cabaña', 'CAB-002', 'Ricota 250 g', 'Ricota fresca', '14.00', '10.80', ean13('510300002')],
  ['Kamay', 'KAM-001', 'Yogurt de Quinua 1 L', 'Yogurt con quinua real', '15.00', '11.50', ean13('520400001')],
  ['Kamay', 'KAM-002', 'Leche de Quinua 1 L', 'Bebida láctea con quinua', '12.00', '9.20', ean13('520400002')],
  ['Leche Flor', 'FLO-001', 'Leche Evaporada 410 g', 'Leche evaporada en lata', '9.50', '7.60', ean13('530500001')],
  ['Leche Flor', 'FLO-002', 'Leche Condensada 395 g', 'Leche condensada azucarada en lata', '14.00', '11.20', ean13('530500002')],
  ['Pil Tarija', 'PTJ-001', 'Yogurt Bebible Uva 1 L', 'Yogurt sabor uva de Tarija', '12.50', '10.00', ean13('540600001')],
  ['Pil Tarija', 'PTJ-002', 'Leche Entera 946 ml', 'Leche fresca en bolsa', '6.50', '5.30', ean13('540600002')],
  ['Quesos Chaqueños', 'QCH-001', 'Queso Chaqueño Pieza 1 kg', 'Queso criollo del Chaco, pieza entera', '45.00', '36.00', null],
  ['Quesos Chaqueños', 'QCH-002', 'Quesillo 500 g', 'Quesillo fresco envuelto en hoja', '18.00', '14.00', null],
  ['Yogurt Natural Cochabamba', 'YNC-001', 'Yogurt Natural 1 L', 'Yogurt natural sin azúcar', '14.00', '10.80', ean13('550700001')],
  ['Yogurt Natural Cochabamba', 'YNC-002', 'Yogurt de Mora 1 L', 'Yogurt con mora del valle', '14.50', '11.20', ean13('550700002')],
  ['Milkito', 'MLK-001', 'Leche Saborizada Frutilla 180 ml', 'Leche sabor frutilla para la merienda', '2.50', '1.85', ean13('560800001')],
  ['Milkito', 'MLK-002', 'Leche Saborizada Chocolate 180 ml', 'Leche sabor chocolate para la merienda', '2.50', '1.85', ean13('560800002')],
  ['Andina Gold', 'AGD-001', 'Leche en Polvo Instantánea 800 g', 'Leche en polvo fortificada, lata', '62.00', '52.00', ean13('570900001')],
  ['El Ceibo', 'CEI-001', 'Chocolate con Leche 100 g', 'Tableta de chocolate con leche del Alto Beni', '16.00', '12.50', ean13('581000001')],
  ['El Ceibo', 'CEI-002', 'Cocoa con Leche 400 g', 'Cocoa instantánea para desayuno', '25.00', '20.00', ean13('581000002')],
  ['Lácteos Illimani', 'ILL-001', 'Yogurt Natural Artesanal 1 L', 'Yogurt de Achocalla, sin conservantes', '13.50', '10.20', ean13('591100001')],
  ['Lácteos Illimani', 'ILL-002', 'Mantequilla Artesanal 250 g', 'Mantequilla sin sal envuelta en papel', '19.00', '15.00', null],
  ['Queso Criollo Beni', 'QCB-001', 'Queso Criollo Pieza 1 kg', 'Queso criollo de Trinidad, pieza entera', '42.00', '33.00', null],
  ['Mantequilla Sucre', 'MSU-001', 'Mantequilla con Sal 250 g', 'Mantequilla chuquisaqueña en barra', '18.00', '14.30', ean13('601200001')],
  ['Dulce de Leche Potosí', 'DLP-001', 'Dulce de Leche 250 g', 'Dulce de leche casero en frasco', '13.00', '9.90', ean13('611300001')],
  ['Dulce de Leche Potosí', 'DLP-002', 'Dulce de Leche 1 kg', 'Dulce de leche casero, balde', '45.00', '36.00', ean13('611300002')],
  ['Lácteos Titicaca', 'TIT-001', 'Queso Fresco de Oveja 500 g', 'Queso fresco del altiplano', '26.00', '20.50', ean13('621400001')],
  ['Lácteos Titicaca', 'TIT-002', 'Leche Fresca de Altura 1 L', 'Leche fresca en bolsa', '6.80', '5.40', ean13('621400002')],
  ['Granja Tupiza', 'TUP-001', 'Quesillo de Cabra 250 g', 'Quesillo artesanal de Tupiza', '17.00', '13.00', null],
  ['Granja Tupiza', 'TUP-002', 'Dulce de Leche de Cabra 300 g', 'Dulce de leche de cabra en frasco', '19.50', '15.00', ean13('631500002')],
  ['Lechería San Javier', 'SJV-001', 'Queso Chiquitano 500 g', 'Queso de la Chiquitanía', '27.00', '21.50', ean13('641600001')],
  ['Lechería San Javier', 'SJV-002', 'Leche Entera 1 L', 'Leche entera en bolsa', '6.90', '5.60', ean13('641600002')],
  ['Quesería Oruro', 'ORU-001', 'Queso Andino 1 kg', 'Queso semimaduro de Oruro', '44.00', '35.50', ean13('651700001')],
  ['Yogurísimo', 'YGS-001', 'Yogurt con Cereal 170 g', 'Yogurt frutilla con cereal crocante', '6.50', '4.90', ean13('661800001')],
  ['Yogurísimo', 'YGS-002', 'Yogurt Light Durazno 1 L', 'Yogurt bajo en grasa sabor durazno', '14.00', '11.00', ean13('661800002')],
  ['Nestlé Bolivia', 'NES-001', 'Leche Condensada Nestlé 395 g', 'Leche condensada en lata', '16.00', '13.00', ean13('671900001')],
  ['Nestlé Bolivia', 'NES-002', 'Crema de Leche Nestlé 300 g', 'Crema de leche en lata', '17.50', '14.20', ean13('671900002')],
  ['Nestlé Bolivia', 'NES-003', 'Leche en Polvo Nido 800 g', 'Leche en polvo fortificada, lata', '78.00', '66.00', ean13('671900003')],
  ['Lácteos Warnes', 'WAR-001', 'Leche Entera 1 L', 'Leche fresca de Warnes en bolsa', '6.50', '5.20', ean13('682000001')],
  ['Lácteos Warnes', 'WAR-002', 'Queso Fresco 1 kg', 'Queso fresco de Warnes', '40.00', '32.00', ean13('682000002')],
  // Same barcode as WAR-001: an old label still in use; a scan shows both.
  ['Lácteos Warnes', 'WAR-003', 'Leche Entera 1 L (etiqueta anterior)', 'Presentación anterior, misma etiqueta', '6.50', '5.20', ean13('682000001')],
  ['PIL Andina', 'PIL-013', 'Yogurt Bebible Piña 1 L', 'Sabor de temporada, descontinuado', '13.00', '10.50', ean13('210600013')],
];
/** Codes of demo products shown disabled. */
const DEMO_DISABLED_PRODUCTS = new Set(['PIL-013', 'CEI-002']);

/** Demo data (only into an empty database): staff, brands, providers, clients and products. */
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
  const markRows = await db
    .insert(marks)
    .values(DEMO_MARKS.map((mark, i) => ({ mark, markKey: fold(mark), enabled: i % 9 === 8 ? 0 : 1 })))
    .returning({ id: marks.id, mark: marks.mark });
  const markId = new Map(markRows.map((m) => [m.mark, m.id]));
  await db.insert(providers).values(
    DEMO_PROVIDERS.map(([provider, description], i) => ({
      provider,
      description,
      searchText: providerSearchText({ provider, description }),
      enabled: i === DEMO_PROVIDERS.length - 1 ? 0 : 1,
    })),
  );
  await db.insert(clients).values(
    DEMO_CLIENTS.map(([business_name, ci_nit, gloss, overdue_days]) => ({
      businessName: business_name,
      ciNit: ci_nit,
      gloss,
      overdueDays: overdue_days ?? null,
      searchText: clientSearchText({ business_name, ci_nit }),
    })),
  );
  await db.insert(products).values(
    DEMO_PRODUCTS.map(([mark, code, product, description, price, cost, barcode]) => {
      const fkMark = markId.get(mark);
      if (fkMark === undefined) throw new Error(`Marca de demostración desconocida: ${mark}`);
      return {
        code,
        codeKey: productCodeKey(code),
        product,
        barcode,
        description,
        price,
        cost,
        fkMark,
        searchText: productSearchText({ code, product, barcode, description }, mark),
        enabled: DEMO_DISABLED_PRODUCTS.has(code) ? 0 : 1,
      };
    }),
  );
  await seedStockDemo(db);
  await seedPurchasesDemo(db);
  await seedTillSetupDemo(db);
  await seedPresentationsDemo(db);
  await seedSalesDemo(db);
  await seedWeighedDemo(db);
  await seedMoneyDemo(db);
  await seedOfflineDemo(db);
  await seedPriceListsDemo(db);
  await seedRoutesDemo(db, { ...DEMO_SELLER, passwordHash: await hashPassword(md5Hex(DEMO_SELLER.password), scrypt) });
  await seedOrdersDemo(db);
  return true;
}
