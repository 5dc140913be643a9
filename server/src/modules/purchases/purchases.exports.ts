import { soldUnits, type CanceledPurchasesQuery, type PurchaseByProductRow, type PurchasesByProductQuery, type PurchasesReportQuery } from '@lactea/contracts';
import type { ExportColumn, ExportSpec } from '../../lib/export/index.js';
import { dayMonthYear } from '../../lib/export/index.js';
import type { Ctx } from '../../lib/context.js';
import { canceledWhere, reportWhere, type ReportKind } from './purchases.filters.js';
import { linesToExport, purchaseHeadsToExport } from './purchases.reports.js';
import type { PurchaseHead } from './purchases.read.js';

/** The columns of the purchase lists, as the screens name them. */
function purchaseColumns(): ExportColumn<PurchaseHead>[] {
  let n = 0;
  return [
    { header: 'N°', kind: 'int', value: () => ++n, width: 8 },
    { header: 'Id', kind: 'int', value: (p) => p.id, width: 8 },
    { header: 'Fecha Registro', kind: 'date', value: (p) => p.date },
    { header: 'Hora', kind: 'text', value: (p) => p.hour, width: 10 },
    { header: 'Fecha Compra', kind: 'date', value: (p) => p.date_purchase },
    { header: 'Proveedor', kind: 'text', value: (p) => p.providerName, width: 30 },
    { header: 'Usuario', kind: 'text', value: (p) => p.user },
    { header: 'Cancelado', kind: 'text', value: (p) => (p.cancelled === 1 ? 'SI' : 'NO'), width: 11 },
    { header: 'Glosa', kind: 'text', value: (p) => p.gloss, width: 40 },
    { header: 'Descuento', kind: 'money', value: (p) => Number(p.discount), total: true },
    { header: 'Total', kind: 'money', value: (p) => Number(p.total_purchase), total: true },
  ];
}

const CANCELLED_TEXT = { 0: 'NO', 1: 'SI', 2: 'Todos' } as const;
const period = (q: { date_from?: string; date_to?: string }, label: string) =>
  `${label}: ${q.date_from ? dayMonthYear(q.date_from) : 'inicio'} a ${q.date_to ? dayMonthYear(q.date_to) : 'hoy'}`;

export function reportExport(ctx: Ctx, kind: ReportKind, q: Omit<PurchasesReportQuery, 'page'>): ExportSpec<PurchaseHead> {
  const register = kind === 'register';
  return {
    filename: register ? 'compras-por-registro' : 'reporte-compras',
    title: register ? 'COMPRAS POR REGISTRO' : 'REPORTE COMPRAS',
    subtitle: [period(q, register ? 'Registro' : 'Compra'), `Cancelado: ${CANCELLED_TEXT[q.cancelled]}`, 'Expresado en Bs.'],
    columns: purchaseColumns(),
    rows: purchaseHeadsToExport(ctx, kind, reportWhere(kind, q, ctx.config.tzBusiness)),
  };
}

export function canceledExport(ctx: Ctx, q: Omit<CanceledPurchasesQuery, 'page'>): ExportSpec<PurchaseHead> {
  return {
    filename: 'compras-canceladas',
    title: 'COMPRAS CANCELADAS',
    subtitle: [period(q, 'Registro'), 'Expresado en Bs.'],
    columns: purchaseColumns(),
    rows: purchaseHeadsToExport(ctx, 'register', canceledWhere(q, ctx.config.tzBusiness)),
  };
}

export function byProductExport(ctx: Ctx, q: Omit<PurchasesByProductQuery, 'page'>): ExportSpec<PurchaseByProductRow> {
  let n = 0;
  return {
    filename: 'compras-producto',
    title: 'COMPRAS PRODUCTO',
    subtitle: [period(q, 'Compra'), 'Expresado en Bs.'],
    columns: [
      { header: 'N°', kind: 'int', value: () => ++n, width: 8 },
      { header: 'Producto', kind: 'text', value: (r) => r.product, width: 30 },
      { header: 'Proveedor', kind: 'text', value: (r) => r.provider, width: 26 },
      { header: 'P.U.', kind: 'money', value: (r) => r.unit_price },
      // Cant. as bought (crates of a presentation: P.U. × Cant. = Sub Total); Unidades sums across lines.
      { header: 'Cant.', kind: 'quantity', value: (r) => r.quantity, width: 10 },
      { header: 'Presentación', kind: 'text', value: (r) => r.presentation?.name ?? '', width: 14 },
      { header: 'Unidades', kind: 'quantity', value: (r) => soldUnits(r.quantity, r.presentation?.units), total: true, width: 10 },
      { header: 'Sub Total', kind: 'money', value: (r) => r.subtotal, total: true },
      { header: 'Desc.', kind: 'money', value: (r) => r.discount, total: true },
      { header: 'Total', kind: 'money', value: (r) => r.total, total: true },
      { header: 'Fecha Compra', kind: 'date', value: (r) => r.date_purchase },
      { header: 'Compra', kind: 'int', value: (r) => r.fk_purchase, width: 10 },
    ],
    rows: linesToExport(ctx, q),
  };
}
