import { asc, desc, sql } from 'drizzle-orm';
import {
  salePaymentText,
  type CanceledSalesQuery,
  type ReportSale,
  type SalesByProductMarkQuery,
  type SalesByProductQuery,
  type SalesMarkQuery,
  type SalesReportQuery,
  type SalesToClientQuery,
  type SoldLine,
} from '@lactea/contracts';
import { saleDetails, sales } from '../../db/schema/index.js';
import type { Ctx } from '../../lib/context.js';
import { dayMonthYear, keysetRows, type ExportColumn, type ExportSpec } from '../../lib/export/index.js';
import type { SQL } from 'drizzle-orm';
import { canceledSalesWhere, salesReportWhere, salesToClientWhere, soldLinesWhere } from './filters.js';
import { markProductRows, markRows, reportSales, soldLinesFrom, toSoldLine } from './reports.service.js';

/** The subtitle line of a sales-side report's export: its date range. */
export const period = (q: { date_from?: string; date_to?: string }) => `Periodo: ${q.date_from ? dayMonthYear(q.date_from) : 'inicio'} a ${q.date_to ? dayMonthYear(q.date_to) : 'hoy'}`;

/** Sales of a filter, newest first, read by keyset (date, id) in batches; their lines are not exported, so not read. */
function salesRows(ctx: Ctx, where: SQL): AsyncIterable<ReportSale> {
  return (async function* () {
    const batches = keysetRows<{ id: number; totalCost: string; date: string }, { date: string; id: number }>(
      (after, limit) =>
        ctx.db
          .select({ id: sales.id, totalCost: sales.totalCost, date: sales.date })
          .from(sales)
          .where(after ? sql`${where} and (${sales.date}, ${sales.id}) < (${after.date}::date, ${after.id})` : where)
          .orderBy(desc(sales.date), desc(sales.id))
          .limit(limit),
      (r) => ({ date: r.date, id: r.id }),
    );
    let batch: { id: number; totalCost: string; date: string }[] = [];
    for await (const h of batches) {
      batch.push(h);
      if (batch.length === 500) {
        yield* await reportSales(ctx.db, batch, { withLines: false });
        batch = [];
      }
    }
    if (batch.length) yield* await reportSales(ctx.db, batch, { withLines: false });
  })();
}

function saleColumns(): ExportColumn<ReportSale>[] {
  let n = 0;
  return [
    { header: 'N°', kind: 'int', value: () => ++n, width: 8 },
    { header: 'Venta N°', kind: 'int', value: (s) => s.id, width: 10 },
    { header: 'Fecha', kind: 'date', value: (s) => s.date },
    { header: 'Hora', kind: 'text', value: (s) => s.hour, width: 10 },
    { header: 'Cliente', kind: 'text', value: (s) => s.client?.business_name ?? '' },
    { header: 'Usuario', kind: 'text', value: (s) => s.user.name },
    { header: 'Tipo Pago', kind: 'text', value: (s) => salePaymentText(s), width: 28 },
    { header: 'Descuento', kind: 'money', value: (s) => s.discount, total: true },
    { header: 'Total', kind: 'money', value: (s) => s.total_sale, total: true },
    { header: 'Costo', kind: 'money', value: (s) => s.total_cost, total: true },
    { header: 'Ganancia', kind: 'money', value: (s) => s.gain, total: true },
  ];
}

const saleSpec = (filename: string, title: string, q: { date_from?: string; date_to?: string }, rows: AsyncIterable<ReportSale>): ExportSpec<ReportSale> => ({
  filename,
  title,
  subtitle: [period(q), 'Expresado en Bs.'],
  columns: saleColumns(),
  rows,
});

export const salesReportExport = (ctx: Ctx, q: Omit<SalesReportQuery, 'page'>) => saleSpec('reporte-ventas', 'REPORTE VENTAS', q, salesRows(ctx, salesReportWhere(q)));
export const salesToClientExport = (ctx: Ctx, q: Omit<SalesToClientQuery, 'page'>) => saleSpec('ventas-cliente', 'VENTAS CLIENTE', q, salesRows(ctx, salesToClientWhere(q)));
export const canceledSalesExport = (ctx: Ctx, q: Omit<CanceledSalesQuery, 'page'>) => saleSpec('ventas-anuladas', 'VENTAS ANULADAS', q, salesRows(ctx, canceledSalesWhere(q)));

/** Lines of products-sold by keyset (date, sale, line). */
export function salesByProductExport(ctx: Ctx, q: Omit<SalesByProductQuery, 'page'>, batchSize?: number): ExportSpec<SoldLine> {
  const where = soldLinesWhere(q);
  type Row = Awaited<ReturnType<ReturnType<typeof soldLinesFrom>['execute']>>[number];
  const rows = keysetRows<Row, Row>(
    (after, limit) =>
      soldLinesFrom(ctx.db)
        // (date, sale) ≤ the last one rides sales_date_idx from where the last batch ended (a
        // comparison on −line would not, and each batch would rescan the period from its start).
        .where(
          after
            ? sql`${where} and (${sales.date}, ${sales.id}) <= (${after.date}::date, ${after.fkSale}) and ((${sales.date}, ${sales.id}) < (${after.date}::date, ${after.fkSale}) or ${saleDetails.line} > ${after.line})`
            : where,
        )
        .orderBy(desc(sales.date), desc(sales.id), asc(saleDetails.line))
        .limit(limit),
    (r) => r,
    batchSize,
  );
  let n = 0;
  return {
    filename: 'productos-vendidos',
    title: 'PRODUCTOS VENDIDOS',
    subtitle: [period(q), 'Expresado en Bs.'],
    columns: [
      { header: 'N°', kind: 'int', value: () => ++n, width: 8 },
      { header: 'Producto', kind: 'text', value: (r) => r.product, width: 30 },
      { header: 'P.U.', kind: 'money', value: (r) => r.unit_price },
      // Cant. as sold (crates of a presentation, at its P.U.); Unidades sums across lines.
      { header: 'Cant.', kind: 'quantity', value: (r) => r.quantity, width: 10 },
      { header: 'Presentación', kind: 'text', value: (r) => r.presentation?.name ?? '', width: 14 },
      { header: 'Unidades', kind: 'quantity', value: (r) => r.units, total: true, width: 10 },
      { header: 'Desc.', kind: 'money', value: (r) => r.discount, total: true },
      { header: 'Total', kind: 'money', value: (r) => r.total, total: true },
      { header: 'Costo', kind: 'money', value: (r) => r.cost, total: true },
      { header: 'Ganancia', kind: 'money', value: (r) => r.gain, total: true },
      { header: 'Hora', kind: 'text', value: (r) => r.hour, width: 10 },
      { header: 'Fecha', kind: 'date', value: (r) => r.date },
      { header: 'Venta N°', kind: 'int', value: (r) => r.fk_sale, width: 10 },
    ],
    rows: (async function* () {
      for await (const r of rows) yield toSoldLine(r);
    })(),
  };
}

async function* fromList<T>(load: () => Promise<T[]>) {
  for (const r of await load()) yield r;
}

type Money = { sale: number; cost: number; gain: number; quantity: number };
const moneyColumns = <T extends Money>(): ExportColumn<T>[] => [
  { header: 'Cant.', kind: 'quantity', value: (r) => r.quantity, total: true, width: 10 },
  { header: 'Venta', kind: 'money', value: (r) => r.sale, total: true },
  { header: 'Costo', kind: 'money', value: (r) => r.cost, total: true },
  { header: 'Ganancia', kind: 'money', value: (r) => r.gain, total: true },
];

/** VENTAS MARCAS (brands are few: read whole from the rollup). */
export function salesMarkExport(ctx: Ctx, q: Omit<SalesMarkQuery, 'page'>): ExportSpec<Money & { mark: string }> {
  let n = 0;
  return {
    filename: 'ventas-marcas',
    title: 'VENTAS MARCAS',
    subtitle: [period(q), 'Expresado en Bs.'],
    columns: [{ header: 'N°', kind: 'int', value: () => ++n, width: 8 }, { header: 'Marca', kind: 'text', value: (r) => r.mark, width: 30 }, ...moneyColumns()],
    rows: fromList(() => markRows(ctx, q)),
  };
}

export function salesByProductMarkExport(ctx: Ctx, q: Omit<SalesByProductMarkQuery, 'page'>): ExportSpec<Money & { product: string; code: string }> {
  let n = 0;
  return {
    filename: 'ventas-marca-productos',
    title: 'VENTAS MARCA - PRODUCTOS',
    subtitle: [period(q), 'Expresado en Bs.'],
    columns: [
      { header: 'N°', kind: 'int', value: () => ++n, width: 8 },
      { header: 'Código', kind: 'text', value: (r) => r.code, width: 16 },
      { header: 'Producto', kind: 'text', value: (r) => r.product, width: 30 },
      ...moneyColumns(),
    ],
    rows: fromList(() => markProductRows(ctx, q)),
  };
}
