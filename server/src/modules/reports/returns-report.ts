import { sql, type SQL } from 'drizzle-orm';
import { returnDispositionText, returnRefundText, RETURN_KINDS, type ReturnReportRow, type ReturnsReportPage, type ReturnsReportQuery } from '@lactea/contracts';
import { clients, products, providerReturns, providers, saleReturnLines, saleReturns, users } from '../../db/schema/index.js';
import { rowsOf, type Executor } from '../../db/types.js';
import type { Ctx } from '../../lib/context.js';
import { keysetRows, type ExportSpec } from '../../lib/export/index.js';
import { period } from './reports.exports.js';
import { pagedAnswer, pageWindow } from '../../lib/paging.js';

/**
 * The 'Devoluciones' report: the clients' returned lines and the returns to providers as one list,
 * newest first (date, then provider before client, then number and line, all descending: one row
 * comparison is the export's keyset). Each side is filtered on its own table's columns before the
 * union, so a filter that only one side has (a client, a disposition, a provider) drops the other.
 */

type Filters = Omit<ReturnsReportQuery, 'page'>;

const and = (parts: (SQL | false | undefined)[]) => {
  const kept = parts.filter((p): p is SQL => Boolean(p));
  return kept.length ? sql.join(kept, sql` and `) : sql`true`;
};

/** The client side applies unless the filter names only the other one. */
const wantsClients = (q: Filters) => q.kind !== 'proveedor' && !q.fk_provider;
const wantsProviders = (q: Filters) => q.kind !== 'cliente' && !q.fk_client && !q.disposition && !q.refund;

function clientLines(q: Filters): SQL {
  const where = and([
    q.date_from !== undefined && sql`r.date >= ${q.date_from}::date`,
    q.date_to !== undefined && sql`r.date <= ${q.date_to}::date`,
    q.fk_user > 0 && sql`r.fk_user = ${q.fk_user}::int`,
    q.fk_client > 0 && sql`r.fk_client = ${q.fk_client}::int`,
    q.disposition !== undefined && sql`l.disposition = ${q.disposition}`,
    q.refund !== undefined && sql`r.refund = ${q.refund}`,
  ]);
  return sql`select 'cliente'::text as kind, 1 as kind_ord, r.id, l.id as line_id, r.date, r.hour, r.fk_sale as sale_id, c.business_name as party,
      p.product, p.unit, l.quantity, l.disposition, r.refund, l.amount, u.name as "user"
    from ${saleReturns} r join ${saleReturnLines} l on l.fk_return = r.id
    join ${products} p on p.id = l.fk_product join ${users} u on u.id = r.fk_user left join ${clients} c on c.id = r.fk_client
    where ${where}`;
}

function providerLines(q: Filters): SQL {
  const where = and([
    q.date_from !== undefined && sql`pr.date >= ${q.date_from}::date`,
    q.date_to !== undefined && sql`pr.date <= ${q.date_to}::date`,
    q.fk_user > 0 && sql`pr.fk_user = ${q.fk_user}::int`,
    q.fk_provider > 0 && sql`pr.fk_provider = ${q.fk_provider}::int`,
  ]);
  return sql`select 'proveedor'::text as kind, 2 as kind_ord, pr.id, pr.id as line_id, pr.date, pr.hour, null::int as sale_id, v.provider as party,
      p.product, p.unit, pr.quantity, null::text as disposition, null::text as refund, pr.amount, u.name as "user"
    from ${providerReturns} pr join ${providers} v on v.id = pr.fk_provider
    join ${products} p on p.id = pr.fk_product join ${users} u on u.id = pr.fk_user
    where ${where}`;
}

/** Both sides as one relation (a side the filter excludes is left out). */
function allLines(q: Filters): SQL {
  const sides = [wantsClients(q) && clientLines(q), wantsProviders(q) && providerLines(q)].filter((s): s is SQL => Boolean(s));
  if (sides.length === 0) return sql`select * from (${clientLines(q)}) none where false`;
  return sql.join(sides, sql` union all `);
}

const ORDER = sql`date desc, kind_ord desc, id desc, line_id desc`;

interface RawRow {
  kind: 'cliente' | 'proveedor';
  kind_ord: number;
  id: number;
  line_id: number;
  date: string;
  hour: string;
  sale_id: number | null;
  party: string | null;
  product: string;
  unit: string;
  quantity: string;
  disposition: 'stock' | 'merma' | null;
  refund: 'efectivo' | 'deuda' | 'saldo' | null;
  amount: string;
  user: string;
}

const toRow = (r: RawRow): ReturnReportRow => ({
  kind: r.kind,
  id: Number(r.id),
  line_id: Number(r.line_id),
  date: String(r.date).slice(0, 10),
  hour: String(r.hour).slice(0, 8),
  sale_id: r.sale_id === null ? null : Number(r.sale_id),
  party: r.party,
  product: r.product,
  unit: r.unit === 'kg' ? 'kg' : 'unidad',
  quantity: Number(r.quantity),
  disposition: r.disposition,
  refund: r.refund,
  amount: Number(r.amount),
  user: r.user,
});

async function readRows(db: Executor, q: Filters, tail: SQL): Promise<ReturnReportRow[]> {
  const result = await db.execute(sql`select kind, kind_ord, id, line_id, to_char(date, 'YYYY-MM-DD') as date, to_char(hour, 'HH24:MI:SS') as hour, sale_id, party,
      product, unit, quantity::text as quantity, disposition, refund, amount::text as amount, "user"
    from (${allLines(q)}) x ${tail}`);
  return rowsOf<RawRow>(result).map(toRow);
}

/** GET sale/returns-report: one page of returned lines and the totals of the whole filter. */
export async function returnsReport(ctx: Ctx, q: ReturnsReportQuery): Promise<ReturnsReportPage> {
  const { limit, offset } = pageWindow(q.page, ctx.config.pageSize);
  const [data, totals] = await Promise.all([
    readRows(ctx.db, q, sql`order by ${ORDER} limit ${limit} offset ${offset}`),
    ctx.db.execute(sql`select count(*)::int as n,
        coalesce(sum(amount) filter (where kind = 'cliente'), 0)::text as clients,
        coalesce(sum(amount) filter (where kind = 'proveedor'), 0)::text as providers
      from (${allLines(q)}) x`),
  ]);
  const [t] = rowsOf<{ n: number; clients: string; providers: string }>(totals);
  return { ...pagedAnswer(data, Number(t.n), q.page, ctx.config.pageSize), total_clients: Number(t.clients), total_providers: Number(t.providers) };
}

/** Every row of the filter for the export, by keyset over the list's order. */
export function returnsReportExport(ctx: Ctx, q: Filters): ExportSpec<ReturnReportRow> {
  type Key = { date: string; ord: number; id: number; line: number };
  const rows = keysetRows<ReturnReportRow, Key>(
    (after, limit) =>
      readRows(
        ctx.db,
        q,
        sql`${after ? sql`where (date, kind_ord, id, line_id) < (${after.date}::date, ${after.ord}::int, ${after.id}::int, ${after.line}::int)` : sql``} order by ${ORDER} limit ${limit}`,
      ),
    (r) => ({ date: r.date, ord: r.kind === 'proveedor' ? 2 : 1, id: r.id, line: r.line_id }),
  );
  let n = 0;
  return {
    filename: 'devoluciones',
    title: 'DEVOLUCIONES',
    subtitle: [period(q), 'Expresado en Bs.'],
    columns: [
      { header: 'N°', kind: 'int', value: () => ++n, width: 8 },
      { header: 'Fecha', kind: 'date', value: (r) => r.date },
      { header: 'Hora', kind: 'text', value: (r) => r.hour, width: 10 },
      { header: 'Tipo', kind: 'text', value: (r) => RETURN_KINDS[r.kind], width: 14 },
      { header: 'Devolución N°', kind: 'int', value: (r) => r.id, width: 12 },
      { header: 'Venta N°', kind: 'int', value: (r) => r.sale_id, width: 10 },
      { header: 'Cliente / Proveedor', kind: 'text', value: (r) => r.party ?? '' },
      { header: 'Producto', kind: 'text', value: (r) => r.product },
      { header: 'Cantidad', kind: 'quantity', value: (r) => r.quantity },
      { header: 'Destino', kind: 'text', value: (r) => returnDispositionText(r), width: 14 },
      { header: 'Reembolso', kind: 'text', value: (r) => returnRefundText(r), width: 22 },
      { header: 'Monto', kind: 'money', value: (r) => r.amount, total: true },
      { header: 'Usuario', kind: 'text', value: (r) => r.user },
    ],
    rows,
  };
}
