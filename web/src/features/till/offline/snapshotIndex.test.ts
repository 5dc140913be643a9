import { describe, expect, it } from 'vitest';
import { buildScaleLabel, SCALE_MSG } from '@lactea/contracts';
import { SnapshotIndex } from './snapshotIndex';
import { snapshotClients } from './lookups';
import { product, snapshotOf } from './testData';

const none = new Map<number, number>();

describe('SnapshotIndex', () => {
  const index = new SnapshotIndex(
    snapshotOf([
      product(1, { product: 'Leche Entera 1 L', code: 'LE1', barcode: '7790001' }),
      product(2, { product: 'Yógur Frutilla 180 ml', code: 'YF180', barcode: '7790002', mark: 'Delizia' }),
      product(3, { product: 'Leche Deslactosada 1 L', code: 'LD1', barcode: '7790001' }),
      product(4, { product: 'Queso Menonita', code: 'QM', barcode: null, unit: 'kg', price: 48, scale_code: 12, stock: 5 }),
    ]),
  );

  it('finds every product with a barcode, newest first, with the queue’s sales taken off the stock', () => {
    expect(index.byBarcode('7790001', none).map((p) => p.id)).toEqual([3, 1]);
    const sold = new Map([[3, 48]]);
    expect(index.byBarcode('7790001', sold).map((p) => p.stock)).toEqual([2, 50]);
    expect(index.byBarcode('7790001', new Map([[3, 60]]))[0].stock).toBe(0);
    expect(index.byBarcode('000', none)).toEqual([]);
  });

  it('searches by words like the server: any order, accents and case ignored, sizes written together', () => {
    expect(index.search('leche', none).map((p) => p.id)).toEqual([3, 1]);
    expect(index.search('1l entera', none).map((p) => p.id)).toEqual([1]);
    expect(index.search('YOGUR delizia', none).map((p) => p.id)).toEqual([2]);
    // A code's start comes first (like the server's prefix query).
    expect(index.search('le1', none).map((p) => p.id)).toEqual([1]);
    expect(index.search('', none)).toHaveLength(4);
  });

  it('reads a scale label with the shop’s format, like till-scale-label', () => {
    const format = index.snapshot.setup.scale;
    const read = index.scaleLabel(buildScaleLabel(20, 12, 750, format), none);
    expect(read).toMatchObject({ ok: true, line: { quantity: 0.75, total: 36 } });
    expect(index.scaleLabel(buildScaleLabel(20, 99, 750, format), none)).toEqual({ ok: false, message: SCALE_MSG.unknownCode(99) });
    expect(index.scaleLabel('7790001', none)).toBeNull();
  });

  it("answers a presentation's barcode with its product and the presentation, as sale/till-barcode does", () => {
    const snapshot = snapshotOf([product(1, { product: 'Yogur Frutado', barcode: '7790001', stock: 30 }), product(2, { barcode: '7790002' })]);
    snapshot.presentations = [
      { id: 7, product_id: 1, name: 'Caja x12', units: 12, barcode: '17790001', price: 54.5 },
      // A product the snapshot does not hold (disabled since): its crate is not found either.
      { id: 8, product_id: 99, name: 'Caja x6', units: 6, barcode: '17790099', price: 30 },
    ];
    snapshot.price_lists = [{ id: 3, name: 'Mayorista', rows: [[1, 7, 2, 48], [1, null, 6, 4.2], [2, null, 1, 9]] }];
    const crates = new SnapshotIndex(snapshot);
    const crate = { id: 7, name: 'Caja x12', units: 12, price: 54.5 };
    expect(crates.byBarcode('17790001', new Map([[1, 6]]))).toEqual([{ ...snapshot.products[0], stock: 24, presentation: crate }]);
    expect(crates.byBarcode('17790001', none, 3)[0]).toMatchObject({ presentation: crate, list_rows: [{ product_id: 1, presentation_id: 7, min_quantity: 2, price: 48 }, { product_id: 1, presentation_id: null, min_quantity: 6, price: 4.2 }] });
    expect(crates.byBarcode('17790099', none)).toEqual([]);
    // The product's own barcode is the product, without a presentation.
    expect(crates.byBarcode('7790001', none)[0].presentation).toBeUndefined();
    expect(crates.presentationUnits(7)).toBe(12);
    expect(crates.presentationUnits(70)).toBeUndefined();
  });

  it('finds clients by name or CI/NIT', () => {
    expect(snapshotClients(index.snapshot.clients, 'perez').data.map((c) => c.id)).toEqual([1]);
    expect(snapshotClients(index.snapshot.clients, '999').data.map((c) => c.id)).toEqual([2]);
  });

  it('answers at 50,000 products within a scan’s time (measured)', () => {
    const products = Array.from({ length: 50_000 }, (_, i) => product(i + 1, { product: `Producto lácteo ${i + 1} sabor ${['frutilla', 'vainilla', 'durazno'][i % 3]} 1 L` }));
    let t = performance.now();
    const big = new SnapshotIndex(snapshotOf(products));
    const buildMs = performance.now() - t;
    t = performance.now();
    for (let i = 0; i < 100; i++) expect(big.byBarcode(`77${String(1 + i * 400).padStart(8, '0')}`, none)).toHaveLength(1);
    const barcodeMs = (performance.now() - t) / 100;
    t = performance.now();
    big.search('durazno', none);
    const firstSearchMs = performance.now() - t;
    t = performance.now();
    const found = big.search('vainilla 1l', none);
    const searchMs = performance.now() - t;
    t = performance.now();
    const rare = big.search('producto 49999', none);
    const rareMs = performance.now() - t;
    console.info(`50.000 productos: índice ${buildMs.toFixed(0)} ms; código de barra ${barcodeMs.toFixed(3)} ms; primera búsqueda (textos) ${firstSearchMs.toFixed(0)} ms; búsqueda común ${searchMs.toFixed(1)} ms; búsqueda de uno ${rareMs.toFixed(1)} ms`);
    expect(found).toHaveLength(20);
    expect(rare.map((p) => p.id)).toEqual([49_999]);
    // Generous bounds for a loaded 2-core machine: a scanner's Enter must feel instant.
    expect(barcodeMs).toBeLessThan(5);
    expect(rareMs).toBeLessThan(500);
  });
});
